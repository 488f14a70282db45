// CPU twin of ids_yz.mlir. The kernel is func.func @yz taking its ids as index arguments;
// gpu.global_id d = block_id d * block_dim d + thread_id d. @main runs it once per work-item of
// blocks (1,2,3) x threads (1,2,2): loops over blocks (z, y, x) then threads (z, y, x).
module {
  func.func @yz(%bx : index, %by : index, %bz : index, %tx : index, %ty : index, %tz : index,
                %bdx : index, %bdy : index, %bdz : index, %gdx : index, %gdy : index, %gdz : index,
                %pos : memref<6x4xi32>, %ids : memref<6x4xi32>) {
    %gx0 = arith.muli %bx, %bdx : index
    %gx = arith.addi %gx0, %tx : index
    %gy0 = arith.muli %by, %bdy : index
    %gy = arith.addi %gy0, %ty : index
    %gz0 = arith.muli %bz, %bdz : index
    %gz = arith.addi %gz0, %tz : index
    %c10 = arith.constant 10 : index
    %c100 = arith.constant 100 : index
    %c1000 = arith.constant 1000 : index
    %p1 = arith.muli %gz, %c10 : index
    %p2 = arith.addi %p1, %gy : index
    %p3 = arith.muli %gx, %c1000 : index
    %p4 = arith.addi %p2, %p3 : index
    %pv = arith.index_cast %p4 : index to i32
    memref.store %pv, %pos[%gz, %gy] : memref<6x4xi32>
    %i1 = arith.muli %by, %c1000 : index
    %i2 = arith.muli %bz, %c100 : index
    %i3 = arith.muli %ty, %c10 : index
    %i4 = arith.addi %i1, %i2 : index
    %i5 = arith.addi %i4, %i3 : index
    %i6 = arith.addi %i5, %tz : index
    %iv = arith.index_cast %i6 : index to i32
    memref.store %iv, %ids[%gz, %gy] : memref<6x4xi32>
    return
  }
  func.func @main() {
    %pos = memref.alloc() : memref<6x4xi32>
    %ids = memref.alloc() : memref<6x4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    // grid (1,2,3), block (1,2,2)
    scf.for %bz = %c0 to %c3 step %c1 {
      scf.for %by = %c0 to %c2 step %c1 {
        scf.for %bx = %c0 to %c1 step %c1 {
          scf.for %tz = %c0 to %c2 step %c1 {
            scf.for %ty = %c0 to %c2 step %c1 {
              scf.for %tx = %c0 to %c1 step %c1 {
                func.call @yz(%bx, %by, %bz, %tx, %ty, %tz, %c1, %c2, %c2, %c1, %c2, %c3, %pos, %ids)
                  : (index, index, index, index, index, index, index, index, index, index, index, index,
                     memref<6x4xi32>, memref<6x4xi32>) -> ()
              }
            }
          }
        }
      }
    }
    %p = memref.cast %pos : memref<6x4xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    %q = memref.cast %ids : memref<6x4xi32> to memref<*xi32>
    call @printMemrefI32(%q) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
