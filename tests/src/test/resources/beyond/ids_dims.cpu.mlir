// CPU twin of ids_dims.mlir. The kernel is func.func @dims taking its ids as index arguments;
// gpu.global_id d = block_id d * block_dim d + thread_id d. @main runs it once per work-item of
// blocks (3,2,1) x threads (2,2,2): loops over blocks (z, y, x) then threads (z, y, x).
module {
  func.func @dims(%bx : index, %by : index, %bz : index, %tx : index, %ty : index, %tz : index,
                  %bdx : index, %bdy : index, %bdz : index, %gdx : index, %gdy : index, %gdz : index,
                  %dims : memref<48xi32>, %num : memref<48xi32>) {
    %gx0 = arith.muli %bx, %bdx : index
    %gx = arith.addi %gx0, %tx : index
    %gy0 = arith.muli %by, %bdy : index
    %gy = arith.addi %gy0, %ty : index
    %gz0 = arith.muli %bz, %bdz : index
    %gz = arith.addi %gz0, %tz : index
    %c10 = arith.constant 10 : index
    %c100 = arith.constant 100 : index
    %c1000 = arith.constant 1000 : index
    %c10000 = arith.constant 10000 : index
    %c100000 = arith.constant 100000 : index
    %Gx = arith.muli %gdx, %bdx : index
    %Gy = arith.muli %gdy, %bdy : index
    %Gxy = arith.muli %Gx, %Gy : index
    %q1 = arith.muli %gz, %Gxy : index
    %q2 = arith.muli %gy, %Gx : index
    %q3 = arith.addi %q1, %q2 : index
    %P = arith.addi %q3, %gx : index
    %d1 = arith.muli %gdx, %c100000 : index
    %d2 = arith.muli %gdy, %c10000 : index
    %d3 = arith.muli %gdz, %c1000 : index
    %d4 = arith.muli %bdx, %c100 : index
    %d5 = arith.muli %bdy, %c10 : index
    %e1 = arith.addi %d1, %d2 : index
    %e2 = arith.addi %e1, %d3 : index
    %e3 = arith.addi %e2, %d4 : index
    %e4 = arith.addi %e3, %d5 : index
    %e5 = arith.addi %e4, %bdz : index
    %dv = arith.index_cast %e5 : index to i32
    memref.store %dv, %dims[%P] : memref<48xi32>
    %l1 = arith.muli %bz, %gdy : index
    %l2 = arith.addi %l1, %by : index
    %l3 = arith.muli %l2, %gdx : index
    %blk = arith.addi %l3, %bx : index
    %s1 = arith.muli %bdx, %bdy : index
    %bsize = arith.muli %s1, %bdz : index
    %l4 = arith.muli %tz, %bdy : index
    %l5 = arith.addi %l4, %ty : index
    %l6 = arith.muli %l5, %bdx : index
    %thr = arith.addi %l6, %tx : index
    %l7 = arith.muli %blk, %bsize : index
    %L = arith.addi %l7, %thr : index
    %nv = arith.index_cast %L : index to i32
    memref.store %nv, %num[%P] : memref<48xi32>
    return
  }
  func.func @main() {
    %dims = memref.alloc() : memref<48xi32>
    %num = memref.alloc() : memref<48xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    // grid (3,2,1), block (2,2,2)
    scf.for %bz = %c0 to %c1 step %c1 {
      scf.for %by = %c0 to %c2 step %c1 {
        scf.for %bx = %c0 to %c3 step %c1 {
          scf.for %tz = %c0 to %c2 step %c1 {
            scf.for %ty = %c0 to %c2 step %c1 {
              scf.for %tx = %c0 to %c2 step %c1 {
                func.call @dims(%bx, %by, %bz, %tx, %ty, %tz, %c2, %c2, %c2, %c3, %c2, %c1, %dims, %num)
                  : (index, index, index, index, index, index, index, index, index, index, index, index,
                     memref<48xi32>, memref<48xi32>) -> ()
              }
            }
          }
        }
      }
    }
    %p = memref.cast %dims : memref<48xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    %q = memref.cast %num : memref<48xi32> to memref<*xi32>
    call @printMemrefI32(%q) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
