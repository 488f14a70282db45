// CPU twin of multi_kernel_one_module.mlir (CPU-only MLIR; see README.md): each gpu.func is a
// func.func with the same body; each 1x1x1 gpu.launch_func is one call, in the same order.
module {
  func.func @init(%a : memref<8xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    scf.for %i = %c0 to %c8 step %c1 {
      %v = arith.index_cast %i : index to i32
      memref.store %v, %a[%i] : memref<8xi32>
    }
    return
  }
  func.func @add5(%a : memref<8xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %five = arith.constant 5 : i32
    scf.for %i = %c0 to %c8 step %c1 {
      %x = memref.load %a[%i] : memref<8xi32>
      %y = arith.addi %x, %five : i32
      memref.store %y, %a[%i] : memref<8xi32>
    }
    return
  }
  func.func @scale3(%a : memref<8xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %three = arith.constant 3 : i32
    scf.for %i = %c0 to %c8 step %c1 {
      %x = memref.load %a[%i] : memref<8xi32>
      %y = arith.muli %x, %three : i32
      memref.store %y, %a[%i] : memref<8xi32>
    }
    return
  }
  func.func @main() {
    %a = memref.alloc() : memref<8xi32>
    call @init(%a) : (memref<8xi32>) -> ()
    call @add5(%a) : (memref<8xi32>) -> ()
    call @scale3(%a) : (memref<8xi32>) -> ()
    call @add5(%a) : (memref<8xi32>) -> ()
    %p = memref.cast %a : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
