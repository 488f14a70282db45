// CPU twin of multi_module_sequence.mlir: kernel @M::@k is func.func @M_k with the same body;
// each 1x1x1 launch is one call, in the same order.
module {
  func.func @iota_mod_iota(%a : memref<6xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    scf.for %i = %c0 to %c6 step %c1 {
      %v = arith.index_cast %i : index to i32
      memref.store %v, %a[%i] : memref<6xi32>
    }
    return
  }
  func.func @square_mod_square(%a : memref<6xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    scf.for %i = %c0 to %c6 step %c1 {
      %x = memref.load %a[%i] : memref<6xi32>
      %y = arith.muli %x, %x : i32
      memref.store %y, %a[%i] : memref<6xi32>
    }
    return
  }
  func.func @sub_mod_sub_from_100(%a : memref<6xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %hundred = arith.constant 100 : i32
    scf.for %i = %c0 to %c6 step %c1 {
      %x = memref.load %a[%i] : memref<6xi32>
      %y = arith.subi %hundred, %x : i32
      memref.store %y, %a[%i] : memref<6xi32>
    }
    return
  }
  func.func @main() {
    %a = memref.alloc() : memref<6xi32>
    call @iota_mod_iota(%a) : (memref<6xi32>) -> ()
    call @square_mod_square(%a) : (memref<6xi32>) -> ()
    call @sub_mod_sub_from_100(%a) : (memref<6xi32>) -> ()
    call @square_mod_square(%a) : (memref<6xi32>) -> ()
    %p = memref.cast %a : memref<6xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
