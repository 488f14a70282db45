// CPU twin of multi_module_pingpong_2d.mlir: @M::@k is func.func @M_k with the same body; each
// 1x1x1 launch is one call with the same arguments, in the same order.
module {
  func.func @ma_fill(%a : memref<2x3xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c10 = arith.constant 10 : index
    scf.for %i = %c0 to %c2 step %c1 {
      scf.for %j = %c0 to %c3 step %c1 {
        %t = arith.muli %i, %c10 : index
        %u = arith.addi %t, %j : index
        %v = arith.index_cast %u : index to i32
        memref.store %v, %a[%i, %j] : memref<2x3xi32>
      }
    }
    return
  }
  func.func @ma_copy_plus(%a : memref<2x3xi32>, %b : memref<2x3xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %one = arith.constant 1 : i32
    scf.for %i = %c0 to %c2 step %c1 {
      scf.for %j = %c0 to %c3 step %c1 {
        %x = memref.load %a[%i, %j] : memref<2x3xi32>
        %y = arith.addi %x, %one : i32
        memref.store %y, %b[%i, %j] : memref<2x3xi32>
      }
    }
    return
  }
  func.func @mb_twice(%b : memref<2x3xi32>, %a : memref<2x3xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    scf.for %i = %c0 to %c2 step %c1 {
      scf.for %j = %c0 to %c3 step %c1 {
        %x = memref.load %b[%i, %j] : memref<2x3xi32>
        %y = arith.addi %x, %x : i32
        memref.store %y, %a[%i, %j] : memref<2x3xi32>
      }
    }
    return
  }
  func.func @mb_swap_rows(%a : memref<2x3xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    scf.for %j = %c0 to %c3 step %c1 {
      %x = memref.load %a[%c0, %j] : memref<2x3xi32>
      %y = memref.load %a[%c1, %j] : memref<2x3xi32>
      memref.store %y, %a[%c0, %j] : memref<2x3xi32>
      memref.store %x, %a[%c1, %j] : memref<2x3xi32>
    }
    return
  }
  func.func @main() {
    %a = memref.alloc() : memref<2x3xi32>
    %b = memref.alloc() : memref<2x3xi32>
    call @ma_fill(%a) : (memref<2x3xi32>) -> ()
    call @ma_copy_plus(%a, %b) : (memref<2x3xi32>, memref<2x3xi32>) -> ()
    call @mb_twice(%b, %a) : (memref<2x3xi32>, memref<2x3xi32>) -> ()
    call @mb_swap_rows(%a) : (memref<2x3xi32>) -> ()
    call @ma_copy_plus(%a, %b) : (memref<2x3xi32>, memref<2x3xi32>) -> ()
    %pa = memref.cast %a : memref<2x3xi32> to memref<*xi32>
    call @printMemrefI32(%pa) : (memref<*xi32>) -> ()
    %pb = memref.cast %b : memref<2x3xi32> to memref<*xi32>
    call @printMemrefI32(%pb) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
