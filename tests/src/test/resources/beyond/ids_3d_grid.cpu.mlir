// CPU twin of ids_3d_grid.mlir. The kernel is func.func @grid3 taking its ids as index arguments;
// gpu.global_id d = block_id d * block_dim d + thread_id d. @main runs it once per work-item of
// blocks (2,3,1) x threads (3,2,2): loops over blocks (z, y, x) then threads (z, y, x).
module {
  func.func @grid3(%bx : index, %by : index, %bz : index, %tx : index, %ty : index, %tz : index,
                   %bdx : index, %bdy : index, %bdz : index, %gdx : index, %gdy : index, %gdz : index,
                   %ob : memref<2x6x6xi32>, %ot : memref<2x6x6xi32>, %lin : memref<72xi32>) {
    %gx0 = arith.muli %bx, %bdx : index
    %gx = arith.addi %gx0, %tx : index
    %gy0 = arith.muli %by, %bdy : index
    %gy = arith.addi %gy0, %ty : index
    %gz0 = arith.muli %bz, %bdz : index
    %gz = arith.addi %gz0, %tz : index
    %c6 = arith.constant 6 : index
    %c10 = arith.constant 10 : index
    %c36 = arith.constant 36 : index
    %c100 = arith.constant 100 : index
    %b1 = arith.muli %bz, %c100 : index
    %b2 = arith.muli %by, %c10 : index
    %b3 = arith.addi %b1, %b2 : index
    %b4 = arith.addi %b3, %bx : index
    %bv = arith.index_cast %b4 : index to i32
    memref.store %bv, %ob[%gz, %gy, %gx] : memref<2x6x6xi32>
    %t1 = arith.muli %tz, %c100 : index
    %t2 = arith.muli %ty, %c10 : index
    %t3 = arith.addi %t1, %t2 : index
    %t4 = arith.addi %t3, %tx : index
    %tv = arith.index_cast %t4 : index to i32
    memref.store %tv, %ot[%gz, %gy, %gx] : memref<2x6x6xi32>
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
    %p1 = arith.muli %gz, %c36 : index
    %p2 = arith.muli %gy, %c6 : index
    %p3 = arith.addi %p1, %p2 : index
    %p4 = arith.addi %p3, %gx : index
    %pv = arith.index_cast %p4 : index to i32
    memref.store %pv, %lin[%L] : memref<72xi32>
    return
  }
  func.func @main() {
    %ob = memref.alloc() : memref<2x6x6xi32>
    %ot = memref.alloc() : memref<2x6x6xi32>
    %lin = memref.alloc() : memref<72xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    // grid (2,3,1), block (3,2,2)
    scf.for %bz = %c0 to %c1 step %c1 {
      scf.for %by = %c0 to %c3 step %c1 {
        scf.for %bx = %c0 to %c2 step %c1 {
          scf.for %tz = %c0 to %c2 step %c1 {
            scf.for %ty = %c0 to %c2 step %c1 {
              scf.for %tx = %c0 to %c3 step %c1 {
                func.call @grid3(%bx, %by, %bz, %tx, %ty, %tz, %c3, %c2, %c2, %c2, %c3, %c1, %ob, %ot, %lin)
                  : (index, index, index, index, index, index, index, index, index, index, index, index,
                     memref<2x6x6xi32>, memref<2x6x6xi32>, memref<72xi32>) -> ()
              }
            }
          }
        }
      }
    }
    %p = memref.cast %ob : memref<2x6x6xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    %q = memref.cast %ot : memref<2x6x6xi32> to memref<*xi32>
    call @printMemrefI32(%q) : (memref<*xi32>) -> ()
    %r = memref.cast %lin : memref<72xi32> to memref<*xi32>
    call @printMemrefI32(%r) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
