// CPU twin of ids_divergent_f32.mlir. The kernel is func.func @diverge taking its ids as index
// arguments; @main runs it once per work-item of blocks (4,1,1) x threads (8,1,1).
module {
  func.func @diverge(%bx : index, %by : index, %bz : index, %tx : index, %ty : index, %tz : index,
                     %bdx : index, %bdy : index, %bdz : index, %gdx : index, %gdy : index, %gdz : index,
                     %out : memref<4x8xf32>) {
    %bi = arith.index_cast %bx : index to i32
    %ti = arith.index_cast %tx : index to i32
    %bf = arith.sitofp %bi : i32 to f32
    %tf = arith.sitofp %ti : i32 to f32
    %one = arith.constant 1 : i32
    %zero = arith.constant 0 : i32
    %par = arith.andi %ti, %one : i32
    %even = arith.cmpi eq, %par, %zero : i32
    %v = scf.if %even -> (f32) {
      %k = arith.constant 1.5 : f32
      %m = arith.mulf %tf, %k : f32
      %r = arith.addf %m, %bf : f32
      scf.yield %r : f32
    } else {
      %q = arith.constant 0.25 : f32
      %n = arith.negf %bf : f32
      %m = arith.mulf %q, %tf : f32
      %r = arith.subf %n, %m : f32
      scf.yield %r : f32
    }
    memref.store %v, %out[%bx, %tx] : memref<4x8xf32>
    return
  }
  func.func @main() {
    %out = memref.alloc() : memref<4x8xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    // grid (4,1,1), block (8,1,1)
    scf.for %bx = %c0 to %c4 step %c1 {
      scf.for %tx = %c0 to %c8 step %c1 {
        func.call @diverge(%bx, %c0, %c0, %tx, %c0, %c0, %c8, %c1, %c1, %c4, %c1, %c1, %out)
          : (index, index, index, index, index, index, index, index, index, index, index, index,
             memref<4x8xf32>) -> ()
      }
    }
    %p = memref.cast %out : memref<4x8xf32> to memref<*xf32>
    call @printMemrefF32(%p) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
