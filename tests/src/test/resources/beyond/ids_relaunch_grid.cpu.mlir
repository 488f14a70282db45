// CPU twin of ids_relaunch_grid.mlir. Each kernel is a func.func taking its ids as index
// arguments (gpu.global_id x = block_id x * block_dim x + thread_id x); @launch_K runs kernel K
// once per work-item of a grid of %gdx blocks x 4 threads (y and z are 1), as the launches do.
module {
  func.func @zero(%bx : index, %by : index, %bz : index, %tx : index, %ty : index, %tz : index,
                  %bdx : index, %bdy : index, %bdz : index, %gdx : index, %gdy : index, %gdz : index,
                  %out : memref<12xi32>) {
    %g0 = arith.muli %bx, %bdx : index
    %g = arith.addi %g0, %tx : index
    %z = arith.constant 0 : i32
    memref.store %z, %out[%g] : memref<12xi32>
    return
  }
  func.func @acc(%bx : index, %by : index, %bz : index, %tx : index, %ty : index, %tz : index,
                 %bdx : index, %bdy : index, %bdz : index, %gdx : index, %gdy : index, %gdz : index,
                 %out : memref<12xi32>) {
    %g0 = arith.muli %bx, %bdx : index
    %g = arith.addi %g0, %tx : index
    %c1000 = arith.constant 1000 : index
    %t = arith.muli %gdx, %c1000 : index
    %u = arith.addi %t, %g : index
    %ui = arith.index_cast %u : index to i32
    %x = memref.load %out[%g] : memref<12xi32>
    %y = arith.addi %x, %ui : i32
    memref.store %y, %out[%g] : memref<12xi32>
    return
  }
  func.func @launch_zero(%gdx : index, %out : memref<12xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %bx = %c0 to %gdx step %c1 {
      scf.for %tx = %c0 to %c4 step %c1 {
        func.call @zero(%bx, %c0, %c0, %tx, %c0, %c0, %c4, %c1, %c1, %gdx, %c1, %c1, %out)
          : (index, index, index, index, index, index, index, index, index, index, index, index,
             memref<12xi32>) -> ()
      }
    }
    return
  }
  func.func @launch_acc(%gdx : index, %out : memref<12xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %bx = %c0 to %gdx step %c1 {
      scf.for %tx = %c0 to %c4 step %c1 {
        func.call @acc(%bx, %c0, %c0, %tx, %c0, %c0, %c4, %c1, %c1, %gdx, %c1, %c1, %out)
          : (index, index, index, index, index, index, index, index, index, index, index, index,
             memref<12xi32>) -> ()
      }
    }
    return
  }
  func.func @main() {
    %out = memref.alloc() : memref<12xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    call @launch_zero(%c3, %out) : (index, memref<12xi32>) -> ()
    call @launch_acc(%c1, %out) : (index, memref<12xi32>) -> ()
    call @launch_acc(%c3, %out) : (index, memref<12xi32>) -> ()
    call @launch_acc(%c2, %out) : (index, memref<12xi32>) -> ()
    %p = memref.cast %out : memref<12xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
