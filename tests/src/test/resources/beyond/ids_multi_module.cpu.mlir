// CPU twin of ids_multi_module.mlir. Kernel @M::@k is func.func @M_k taking its ids as index
// arguments (gpu.global_id x = block_id x * block_dim x + thread_id x); each launch is a loop
// nest over its own grid (y and z are 1), in the same order.
module {
  func.func @a_iota(%bx : index, %by : index, %bz : index, %tx : index, %ty : index, %tz : index,
                    %bdx : index, %bdy : index, %bdz : index, %gdx : index, %gdy : index, %gdz : index,
                    %v : memref<8xi32>) {
    %g0 = arith.muli %bx, %bdx : index
    %g = arith.addi %g0, %tx : index
    %gi = arith.index_cast %g : index to i32
    memref.store %gi, %v[%g] : memref<8xi32>
    return
  }
  func.func @b_square(%bx : index, %by : index, %bz : index, %tx : index, %ty : index, %tz : index,
                      %bdx : index, %bdy : index, %bdz : index, %gdx : index, %gdy : index, %gdz : index,
                      %v : memref<8xi32>) {
    %ti = arith.index_cast %tx : index to i32
    %x = memref.load %v[%tx] : memref<8xi32>
    %y = arith.muli %x, %ti : i32
    memref.store %y, %v[%tx] : memref<8xi32>
    return
  }
  func.func @b_shift(%bx : index, %by : index, %bz : index, %tx : index, %ty : index, %tz : index,
                     %bdx : index, %bdy : index, %bdz : index, %gdx : index, %gdy : index, %gdz : index,
                     %v : memref<8xi32>) {
    %g0 = arith.muli %bx, %bdx : index
    %g = arith.addi %g0, %tx : index
    %c1000 = arith.constant 1000 : index
    %k = arith.muli %bx, %c1000 : index
    %ki = arith.index_cast %k : index to i32
    %x = memref.load %v[%g] : memref<8xi32>
    %y = arith.addi %x, %ki : i32
    memref.store %y, %v[%g] : memref<8xi32>
    return
  }
  func.func @main() {
    %v = memref.alloc() : memref<8xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    // @a::@iota: grid (2,1,1), block (4,1,1)
    scf.for %bx = %c0 to %c2 step %c1 {
      scf.for %tx = %c0 to %c4 step %c1 {
        func.call @a_iota(%bx, %c0, %c0, %tx, %c0, %c0, %c4, %c1, %c1, %c2, %c1, %c1, %v)
          : (index, index, index, index, index, index, index, index, index, index, index, index,
             memref<8xi32>) -> ()
      }
    }
    // @b::@square: grid (1,1,1), block (8,1,1)
    scf.for %bx = %c0 to %c1 step %c1 {
      scf.for %tx = %c0 to %c8 step %c1 {
        func.call @b_square(%bx, %c0, %c0, %tx, %c0, %c0, %c8, %c1, %c1, %c1, %c1, %c1, %v)
          : (index, index, index, index, index, index, index, index, index, index, index, index,
             memref<8xi32>) -> ()
      }
    }
    // @b::@shift: grid (4,1,1), block (2,1,1)
    scf.for %bx = %c0 to %c4 step %c1 {
      scf.for %tx = %c0 to %c2 step %c1 {
        func.call @b_shift(%bx, %c0, %c0, %tx, %c0, %c0, %c2, %c1, %c1, %c4, %c1, %c1, %v)
          : (index, index, index, index, index, index, index, index, index, index, index, index,
             memref<8xi32>) -> ()
      }
    }
    %p = memref.cast %v : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
