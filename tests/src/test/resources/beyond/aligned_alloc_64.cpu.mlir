// CPU twin of aligned_alloc_64.mlir: the same aligned allocation and host stores; the kernel is
// func.func @inc with the same body; the 1x1x1 launch is one call.
module {
  func.func @inc(%a : memref<4xi32>) {
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
    %a = memref.alloc() {alignment = 64} : memref<4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %v10 = arith.constant 10 : i32
    %v20 = arith.constant 20 : i32
    %v30 = arith.constant 30 : i32
    %v40 = arith.constant 40 : i32
    memref.store %v10, %a[%c0] : memref<4xi32>
    memref.store %v20, %a[%c1] : memref<4xi32>
    memref.store %v30, %a[%c2] : memref<4xi32>
    memref.store %v40, %a[%c3] : memref<4xi32>
    call @inc(%a) : (memref<4xi32>) -> ()
    %p = memref.cast %a : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
