// CPU twin of math_fma.mlir (CPU-only MLIR; see README.md): the same host data;
// the kernel is func.func @fused with the same body (gpu.return -> return);
// each 1x1x1 launch is one call with the same arguments.
module {
  func.func @fused(%p : memref<4xf32>, %q : memref<4xf32>, %s : memref<4xf32>, %r : memref<4xf32>, %P : memref<4xf64>, %Q : memref<4xf64>, %S : memref<4xf64>, %R : memref<4xf64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1 {
      %x = memref.load %p[%i] : memref<4xf32>
      %y = memref.load %q[%i] : memref<4xf32>
      %z = memref.load %s[%i] : memref<4xf32>
      %w = math.fma %x, %y, %z : f32
      memref.store %w, %r[%i] : memref<4xf32>
      %X = memref.load %P[%i] : memref<4xf64>
      %Y = memref.load %Q[%i] : memref<4xf64>
      %Z = memref.load %S[%i] : memref<4xf64>
      %W = math.fma %X, %Y, %Z : f64
      memref.store %W, %R[%i] : memref<4xf64>
    }
    return

  }
  func.func @main() {
    %p = memref.alloc() : memref<4xf32>
    %q = memref.alloc() : memref<4xf32>
    %s = memref.alloc() : memref<4xf32>
    %r = memref.alloc() : memref<4xf32>
    %P = memref.alloc() : memref<4xf64>
    %Q = memref.alloc() : memref<4xf64>
    %S = memref.alloc() : memref<4xf64>
    %R = memref.alloc() : memref<4xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %p0 = arith.constant 2.0 : f32
    %p1 = arith.constant -1.5 : f32
    %p2 = arith.constant 0x3F800800 : f32
    %p3 = arith.constant 0.1 : f32
    memref.store %p0, %p[%c0] : memref<4xf32>
    memref.store %p1, %p[%c1] : memref<4xf32>
    memref.store %p2, %p[%c2] : memref<4xf32>
    memref.store %p3, %p[%c3] : memref<4xf32>
    %q0 = arith.constant 3.0 : f32
    %q1 = arith.constant 2.0 : f32
    %q2 = arith.constant 0x3F800800 : f32
    %q3 = arith.constant 10.0 : f32
    memref.store %q0, %q[%c0] : memref<4xf32>
    memref.store %q1, %q[%c1] : memref<4xf32>
    memref.store %q2, %q[%c2] : memref<4xf32>
    memref.store %q3, %q[%c3] : memref<4xf32>
    %s0 = arith.constant 4.0 : f32
    %s1 = arith.constant 0.5 : f32
    %s2 = arith.constant 0xBF801000 : f32
    %s3 = arith.constant -1.0 : f32
    memref.store %s0, %s[%c0] : memref<4xf32>
    memref.store %s1, %s[%c1] : memref<4xf32>
    memref.store %s2, %s[%c2] : memref<4xf32>
    memref.store %s3, %s[%c3] : memref<4xf32>
    %P0 = arith.constant 2.0 : f64
    %P1 = arith.constant -1.5 : f64
    %P2 = arith.constant 0x3FF0000002000000 : f64
    %P3 = arith.constant 0.1 : f64
    memref.store %P0, %P[%c0] : memref<4xf64>
    memref.store %P1, %P[%c1] : memref<4xf64>
    memref.store %P2, %P[%c2] : memref<4xf64>
    memref.store %P3, %P[%c3] : memref<4xf64>
    %Q0 = arith.constant 3.0 : f64
    %Q1 = arith.constant 2.0 : f64
    %Q2 = arith.constant 0x3FF0000002000000 : f64
    %Q3 = arith.constant 10.0 : f64
    memref.store %Q0, %Q[%c0] : memref<4xf64>
    memref.store %Q1, %Q[%c1] : memref<4xf64>
    memref.store %Q2, %Q[%c2] : memref<4xf64>
    memref.store %Q3, %Q[%c3] : memref<4xf64>
    %S0 = arith.constant 4.0 : f64
    %S1 = arith.constant 0.5 : f64
    %S2 = arith.constant 0xBFF0000004000000 : f64
    %S3 = arith.constant -1.0 : f64
    memref.store %S0, %S[%c0] : memref<4xf64>
    memref.store %S1, %S[%c1] : memref<4xf64>
    memref.store %S2, %S[%c2] : memref<4xf64>
    memref.store %S3, %S[%c3] : memref<4xf64>
    call @fused(%p, %q, %s, %r, %P, %Q, %S, %R) : (memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf64>, memref<4xf64>, memref<4xf64>, memref<4xf64>) -> ()
    %p_r = memref.cast %r : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%p_r) : (memref<*xf32>) -> ()
    %p_R = memref.cast %R : memref<4xf64> to memref<*xf64>
    call @printMemrefF64(%p_R) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF64(%m : memref<*xf64>) attributes {llvm.emit_c_interface}
}
