// CPU twin of alias_grid_f32.mlir. The kernel is func.func @axpy taking its ids as index
// arguments (gpu.global_id x = block_id x * block_dim x + thread_id x); @main runs it once per
// work-item of blocks (2,1,1) x threads (4,1,1), passing %a twice (real aliasing).
module {
  func.func @axpy(%bx : index, %by : index, %bz : index, %tx : index, %ty : index, %tz : index,
                  %bdx : index, %bdy : index, %bdz : index, %gdx : index, %gdy : index, %gdz : index,
                  %acc : memref<8xf32>, %src : memref<8xf32>) {
    %g0 = arith.muli %bx, %bdx : index
    %g = arith.addi %g0, %tx : index
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %a = memref.load %acc[%g] : memref<8xf32>
    %s = memref.load %src[%g] : memref<8xf32>
    %m = arith.mulf %s, %half : f32
    %r = arith.addf %a, %m : f32
    memref.store %r, %acc[%g] : memref<8xf32>
    %s2 = memref.load %src[%g] : memref<8xf32>
    %s3 = arith.addf %s2, %one : f32
    memref.store %s3, %src[%g] : memref<8xf32>
    return
  }
  func.func @main() {
    %a = memref.alloc() : memref<8xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %v1 = arith.constant 1.0 : f32
    %v2 = arith.constant 2.0 : f32
    %v3 = arith.constant 3.0 : f32
    %v4 = arith.constant 4.0 : f32
    %v5 = arith.constant 5.0 : f32
    %v6 = arith.constant 6.0 : f32
    %v7 = arith.constant 7.0 : f32
    %v8 = arith.constant 8.0 : f32
    memref.store %v1, %a[%c0] : memref<8xf32>
    memref.store %v2, %a[%c1] : memref<8xf32>
    memref.store %v3, %a[%c2] : memref<8xf32>
    memref.store %v4, %a[%c3] : memref<8xf32>
    memref.store %v5, %a[%c4] : memref<8xf32>
    memref.store %v6, %a[%c5] : memref<8xf32>
    memref.store %v7, %a[%c6] : memref<8xf32>
    memref.store %v8, %a[%c7] : memref<8xf32>
    // grid (2,1,1), block (4,1,1)
    scf.for %bx = %c0 to %c2 step %c1 {
      scf.for %tx = %c0 to %c4 step %c1 {
        func.call @axpy(%bx, %c0, %c0, %tx, %c0, %c0, %c4, %c1, %c1, %c2, %c1, %c1, %a, %a)
          : (index, index, index, index, index, index, index, index, index, index, index, index,
             memref<8xf32>, memref<8xf32>) -> ()
      }
    }
    %p = memref.cast %a : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%p) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
