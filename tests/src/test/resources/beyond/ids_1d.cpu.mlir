// CPU twin of ids_1d.mlir. The kernel is func.func @ids taking its ids as index arguments
// (block id, thread id, block dim, grid dim; global id = block id * block dim + thread id, the
// definition of gpu.global_id); @launch_ids runs it once per work-item of the grid, in loops
// over blocks (z, y, x) then threads (z, y, x), like gpu.launch_func blocks (2,1,1) x threads (4,1,1).
module {
  func.func @ids(%bx : index, %by : index, %bz : index, %tx : index, %ty : index, %tz : index,
                 %bdx : index, %bdy : index, %bdz : index, %gdx : index, %gdy : index, %gdz : index,
                 %out : memref<8xi32>, %gid : memref<8xi32>) {
    // gpu.global_id x = block_id x * block_dim x + thread_id x
    %gb = arith.muli %bx, %bdx : index
    %g = arith.addi %gb, %tx : index
    %c100 = arith.constant 100 : index
    %b100 = arith.muli %bx, %c100 : index
    %v = arith.addi %b100, %tx : index
    %vi = arith.index_cast %v : index to i32
    memref.store %vi, %out[%g] : memref<8xi32>
    %bd = arith.muli %bx, %bdx : index
    %lin = arith.addi %bd, %tx : index
    %gi = arith.index_cast %g : index to i32
    memref.store %gi, %gid[%lin] : memref<8xi32>
    return
  }
  func.func @main() {
    %out = memref.alloc() : memref<8xi32>
    %gid = memref.alloc() : memref<8xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    scf.for %bz = %c0 to %c1 step %c1 {
      scf.for %by = %c0 to %c1 step %c1 {
        scf.for %bx = %c0 to %c2 step %c1 {
          scf.for %tz = %c0 to %c1 step %c1 {
            scf.for %ty = %c0 to %c1 step %c1 {
              scf.for %tx = %c0 to %c4 step %c1 {
                func.call @ids(%bx, %by, %bz, %tx, %ty, %tz, %c4, %c1, %c1, %c2, %c1, %c1, %out, %gid)
                  : (index, index, index, index, index, index, index, index, index, index, index, index,
                     memref<8xi32>, memref<8xi32>) -> ()
              }
            }
          }
        }
      }
    }
    %p = memref.cast %out : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    %q = memref.cast %gid : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%q) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
