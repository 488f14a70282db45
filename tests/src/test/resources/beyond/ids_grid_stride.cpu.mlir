// CPU twin of ids_grid_stride.mlir. The kernel is func.func @stride taking its ids as index
// arguments (gpu.global_id x = block_id x * block_dim x + thread_id x); @main runs it once per
// work-item of blocks (2,1,1) x threads (4,1,1).
module {
  func.func @stride(%bx : index, %by : index, %bz : index, %tx : index, %ty : index, %tz : index,
                    %bdx : index, %bdy : index, %bdz : index, %gdx : index, %gdy : index, %gdz : index,
                    %sq : memref<20xi32>, %owner : memref<20xi32>) {
    %g0 = arith.muli %bx, %bdx : index
    %g = arith.addi %g0, %tx : index
    %step = arith.muli %gdx, %bdx : index
    %n = arith.constant 20 : index
    %gi = arith.index_cast %g : index to i32
    scf.for %i = %g to %n step %step {
      %ii = arith.index_cast %i : index to i32
      %s = arith.muli %ii, %ii : i32
      memref.store %s, %sq[%i] : memref<20xi32>
      memref.store %gi, %owner[%i] : memref<20xi32>
    }
    return
  }
  func.func @main() {
    %sq = memref.alloc() : memref<20xi32>
    %owner = memref.alloc() : memref<20xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    // grid (2,1,1), block (4,1,1)
    scf.for %bx = %c0 to %c2 step %c1 {
      scf.for %tx = %c0 to %c4 step %c1 {
        func.call @stride(%bx, %c0, %c0, %tx, %c0, %c0, %c4, %c1, %c1, %c2, %c1, %c1, %sq, %owner)
          : (index, index, index, index, index, index, index, index, index, index, index, index,
             memref<20xi32>, memref<20xi32>) -> ()
      }
    }
    %p = memref.cast %sq : memref<20xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    %q = memref.cast %owner : memref<20xi32> to memref<*xi32>
    call @printMemrefI32(%q) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
