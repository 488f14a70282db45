// CPU twin of multi_module_same_kernel_name.mlir: @m1::@k is func.func @m1_k, @m2::@k is
// func.func @m2_k (same bodies); each 1x1x1 launch is one call, in the same order.
module {
  func.func @m1_k(%a : memref<4xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1 {
      %x = memref.load %a[%i] : memref<4xi32>
      %y = arith.addi %x, %x : i32
      memref.store %y, %a[%i] : memref<4xi32>
    }
    return
  }
  func.func @m2_k(%a : memref<4xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %one = arith.constant 1 : i32
    scf.for %i = %c0 to %c4 step %c1 {
      %x = memref.load %a[%i] : memref<4xi32>
      %y = arith.addi %x, %one : i32
      memref.store %y, %a[%i] : memref<4xi32>
    }
    return
  }
  func.func @main() {
    %a = memref.alloc() : memref<4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %v1 = arith.constant 1 : i32
    %v2 = arith.constant 2 : i32
    %v3 = arith.constant 3 : i32
    %v4 = arith.constant 4 : i32
    memref.store %v1, %a[%c0] : memref<4xi32>
    memref.store %v2, %a[%c1] : memref<4xi32>
    memref.store %v3, %a[%c2] : memref<4xi32>
    memref.store %v4, %a[%c3] : memref<4xi32>
    call @m2_k(%a) : (memref<4xi32>) -> ()
    call @m1_k(%a) : (memref<4xi32>) -> ()
    call @m2_k(%a) : (memref<4xi32>) -> ()
    call @m1_k(%a) : (memref<4xi32>) -> ()
    %p = memref.cast %a : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
