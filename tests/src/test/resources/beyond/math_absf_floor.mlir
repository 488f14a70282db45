// math_absf_floor: math.absf and math.floor on f32 and f64 (row 0: absf, row 1: floor).
//   f32 absf  -3.5 2 -0 -inf +NaN -NaN -1.4e-45 -1.17549e-38 -> 3.5 2 0 inf nan nan 1.4013e-45 1.17549e-38
//       (absf clears the sign bit, so both NaNs print as nan)
//   f32 floor 2.5 -2.5 -0.5 0.5 -0 3 -inf 8388609 -> 2 -3 -1 0 -0 3 -inf 8.38861e+06
//   f64 absf  -1e300 -0 -2.5 7 -> 1e+300 0 2.5 7
//   f64 floor -1.5 1e15 + 0.5 2.9999999999999996 -0 -> -2 1e+15 2 -0
// Beyond item 5 (MLIR: "failed to legalize operation 'math.absf'").
// Expected output: CPU twin math_absf_floor.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @absfloor(%a : memref<8xf32>, %f : memref<8xf32>, %r : memref<2x8xf32>, %A : memref<4xf64>, %F : memref<4xf64>, %R : memref<2x4xf64>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      scf.for %i = %c0 to %c8 step %c1 {
        %x = memref.load %a[%i] : memref<8xf32>
        %ax = math.absf %x : f32
        memref.store %ax, %r[%c0, %i] : memref<2x8xf32>
        %y = memref.load %f[%i] : memref<8xf32>
        %fy = math.floor %y : f32
        memref.store %fy, %r[%c1, %i] : memref<2x8xf32>
      }
      scf.for %i = %c0 to %c4 step %c1 {
        %x = memref.load %A[%i] : memref<4xf64>
        %ax = math.absf %x : f64
        memref.store %ax, %R[%c0, %i] : memref<2x4xf64>
        %y = memref.load %F[%i] : memref<4xf64>
        %fy = math.floor %y : f64
        memref.store %fy, %R[%c1, %i] : memref<2x4xf64>
      }
      gpu.return

    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<8xf32>
    %f = memref.alloc() : memref<8xf32>
    %r = memref.alloc() : memref<2x8xf32>
    %A = memref.alloc() : memref<4xf64>
    %F = memref.alloc() : memref<4xf64>
    %R = memref.alloc() : memref<2x4xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %a0 = arith.constant -3.5 : f32
    %a1 = arith.constant 2.0 : f32
    %a2 = arith.constant -0.0 : f32
    %a3 = arith.constant 0xFF800000 : f32
    %a4 = arith.constant 0x7FC00000 : f32
    %a5 = arith.constant 0xFFC00000 : f32
    %a6 = arith.constant 0x80000001 : f32
    %a7 = arith.constant 0x80800000 : f32
    memref.store %a0, %a[%c0] : memref<8xf32>
    memref.store %a1, %a[%c1] : memref<8xf32>
    memref.store %a2, %a[%c2] : memref<8xf32>
    memref.store %a3, %a[%c3] : memref<8xf32>
    memref.store %a4, %a[%c4] : memref<8xf32>
    memref.store %a5, %a[%c5] : memref<8xf32>
    memref.store %a6, %a[%c6] : memref<8xf32>
    memref.store %a7, %a[%c7] : memref<8xf32>
    %f0 = arith.constant 2.5 : f32
    %f1 = arith.constant -2.5 : f32
    %f2 = arith.constant -0.5 : f32
    %f3 = arith.constant 0.5 : f32
    %f4 = arith.constant -0.0 : f32
    %f5 = arith.constant 3.0 : f32
    %f6 = arith.constant 0xFF800000 : f32
    %f7 = arith.constant 8388609.0 : f32
    memref.store %f0, %f[%c0] : memref<8xf32>
    memref.store %f1, %f[%c1] : memref<8xf32>
    memref.store %f2, %f[%c2] : memref<8xf32>
    memref.store %f3, %f[%c3] : memref<8xf32>
    memref.store %f4, %f[%c4] : memref<8xf32>
    memref.store %f5, %f[%c5] : memref<8xf32>
    memref.store %f6, %f[%c6] : memref<8xf32>
    memref.store %f7, %f[%c7] : memref<8xf32>
    %A0 = arith.constant -1.0e300 : f64
    %A1 = arith.constant -0.0 : f64
    %A2 = arith.constant -2.5 : f64
    %A3 = arith.constant 7.0 : f64
    memref.store %A0, %A[%c0] : memref<4xf64>
    memref.store %A1, %A[%c1] : memref<4xf64>
    memref.store %A2, %A[%c2] : memref<4xf64>
    memref.store %A3, %A[%c3] : memref<4xf64>
    %F0 = arith.constant -1.5 : f64
    %F1 = arith.constant 1000000000000000.5 : f64
    %F2 = arith.constant 2.9999999999999996 : f64
    %F3 = arith.constant -0.0 : f64
    memref.store %F0, %F[%c0] : memref<4xf64>
    memref.store %F1, %F[%c1] : memref<4xf64>
    memref.store %F2, %F[%c2] : memref<4xf64>
    memref.store %F3, %F[%c3] : memref<4xf64>
    gpu.launch_func @kernels::@absfloor
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<8xf32>, %f : memref<8xf32>, %r : memref<2x8xf32>, %A : memref<4xf64>, %F : memref<4xf64>, %R : memref<2x4xf64>)
    %p_r = memref.cast %r : memref<2x8xf32> to memref<*xf32>
    call @printMemrefF32(%p_r) : (memref<*xf32>) -> ()
    %p_R = memref.cast %R : memref<2x4xf64> to memref<*xf64>
    call @printMemrefF64(%p_R) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF64(%m : memref<*xf64>) attributes {llvm.emit_c_interface}
}
