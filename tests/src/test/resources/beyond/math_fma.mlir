// math_fma: math.fma (a * b + c with a single rounding) on f32 and f64; the last two cases
// only come out non-zero when the product is not rounded before the addition:
//   f32: fma(2, 3, 4) = 10; fma(-1.5, 2, 0.5) = -2.5;
//        fma(1 + 2^-12, 1 + 2^-12, -(1 + 2^-11)) = 2^-24 = 5.96046e-08;
//        fma(0.1f, 10, -1) = 1.49012e-08 (0.1f = 0.100000001490116...)
//   f64: 10; -2.5; fma(1 + 2^-27, 1 + 2^-27, -(1 + 2^-26)) = 2^-54 = 5.55112e-17;
//        fma(0.1, 10, -1) = 5.55112e-17 (0.1 = 0.1000000000000000055511...)
// Beyond item 5 (MLIR: "failed to legalize operation 'math.fma'").
// Expected output: CPU twin math_fma.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @fused(%p : memref<4xf32>, %q : memref<4xf32>, %s : memref<4xf32>, %r : memref<4xf32>, %P : memref<4xf64>, %Q : memref<4xf64>, %S : memref<4xf64>, %R : memref<4xf64>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
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
      gpu.return

    }
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
    gpu.launch_func @kernels::@fused
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%p : memref<4xf32>, %q : memref<4xf32>, %s : memref<4xf32>, %r : memref<4xf32>, %P : memref<4xf64>, %Q : memref<4xf64>, %S : memref<4xf64>, %R : memref<4xf64>)
    %p_r = memref.cast %r : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%p_r) : (memref<*xf32>) -> ()
    %p_R = memref.cast %R : memref<4xf64> to memref<*xf64>
    call @printMemrefF64(%p_R) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF64(%m : memref<*xf64>) attributes {llvm.emit_c_interface}
}
