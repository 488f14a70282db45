// CPU twin of ids_2d_memref.mlir. The kernel is func.func @grid2 taking its ids as index
// arguments; gpu.global_id d = block_id d * block_dim d + thread_id d. @main runs it once per
// work-item of blocks (2,3,1) x threads (4,2,1): loops over blocks (z, y, x) then threads (z, y, x).
module {
  func.func @grid2(%bx : index, %by : index, %bz : index, %tx : index, %ty : index, %tz : index,
                   %bdx : index, %bdy : index, %bdz : index, %gdx : index, %gdy : index, %gdz : index,
                   %out : memref<6x8xi32>, %f : memref<6x8xf32>) {
    %gx0 = arith.muli %bx, %bdx : index
    %gx = arith.addi %gx0, %tx : index
    %gy0 = arith.muli %by, %bdy : index
    %gy = arith.addi %gy0, %ty : index
    %c10 = arith.constant 10 : index
    %c100 = arith.constant 100 : index
    %eighth = arith.constant 0.125 : f32
    %o1 = arith.muli %gy, %c100 : index
    %o2 = arith.addi %o1, %gx : index
    %ov = arith.index_cast %o2 : index to i32
    memref.store %ov, %out[%gy, %gx] : memref<6x8xi32>
    %r0 = arith.muli %by, %bdy : index
    %row = arith.addi %r0, %ty : index
    %k0 = arith.muli %bx, %bdx : index
    %col = arith.addi %k0, %tx : index
    %e1 = arith.muli %bx, %c10 : index
    %e2 = arith.addi %e1, %by : index
    %e3 = arith.muli %tx, %c10 : index
    %e4 = arith.addi %e3, %ty : index
    %i2 = arith.index_cast %e2 : index to i32
    %i4 = arith.index_cast %e4 : index to i32
    %f2 = arith.sitofp %i2 : i32 to f32
    %f4 = arith.sitofp %i4 : i32 to f32
    %f5 = arith.mulf %f4, %eighth : f32
    %fv = arith.addf %f2, %f5 : f32
    memref.store %fv, %f[%row, %col] : memref<6x8xf32>
    return
  }
  func.func @main() {
    %out = memref.alloc() : memref<6x8xi32>
    %f = memref.alloc() : memref<6x8xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    // grid (2,3,1), block (4,2,1)
    scf.for %bz = %c0 to %c1 step %c1 {
      scf.for %by = %c0 to %c3 step %c1 {
        scf.for %bx = %c0 to %c2 step %c1 {
          scf.for %tz = %c0 to %c1 step %c1 {
            scf.for %ty = %c0 to %c2 step %c1 {
              scf.for %tx = %c0 to %c4 step %c1 {
                func.call @grid2(%bx, %by, %bz, %tx, %ty, %tz, %c4, %c2, %c1, %c2, %c3, %c1, %out, %f)
                  : (index, index, index, index, index, index, index, index, index, index, index, index,
                     memref<6x8xi32>, memref<6x8xf32>) -> ()
              }
            }
          }
        }
      }
    }
    %p = memref.cast %out : memref<6x8xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    %q = memref.cast %f : memref<6x8xf32> to memref<*xf32>
    call @printMemrefF32(%q) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
