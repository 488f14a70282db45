// math_sqrt_exp_f32: math.sqrt and math.exp on f32 in a kernel (row 0: sqrt x, row 1: exp y).
//   x = 0 1 2 16 -0 1e10 inf -4 -> 0 1 1.41421 4 -0 100000 inf -999 (sqrt(-4) is NaN of
//       unspecified sign, stored as -999 via cmpf une + select)
//   y = 0 1 -1 10 -20 88 89 -inf -> 1 2.71828 0.367879 22026.5 2.06115e-09 1.65164e+38 inf 0
// Beyond item 5 (MLIR: "failed to legalize operation 'math.sqrt'").
// Expected output: CPU twin math_sqrt_exp_f32.cpu.mlir (math ops to LLVM intrinsics).
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @sqrtexp(%x : memref<8xf32>, %y : memref<8xf32>, %r : memref<2x8xf32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %sentinel = arith.constant -999.0 : f32
      scf.for %i = %c0 to %c8 step %c1 {
        %a = memref.load %x[%i] : memref<8xf32>
        %s = math.sqrt %a : f32
        %n = arith.cmpf une, %s, %s : f32
        %s2 = arith.select %n, %sentinel, %s : f32
        memref.store %s2, %r[%c0, %i] : memref<2x8xf32>
        %b = memref.load %y[%i] : memref<8xf32>
        %e = math.exp %b : f32
        memref.store %e, %r[%c1, %i] : memref<2x8xf32>
      }
      gpu.return

    }
  }
  func.func @main() {
    %x = memref.alloc() : memref<8xf32>
    %y = memref.alloc() : memref<8xf32>
    %r = memref.alloc() : memref<2x8xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %x0 = arith.constant 0.0 : f32
    %x1 = arith.constant 1.0 : f32
    %x2 = arith.constant 2.0 : f32
    %x3 = arith.constant 16.0 : f32
    %x4 = arith.constant -0.0 : f32
    %x5 = arith.constant 1.0e10 : f32
    %x6 = arith.constant 0x7F800000 : f32
    %x7 = arith.constant -4.0 : f32
    memref.store %x0, %x[%c0] : memref<8xf32>
    memref.store %x1, %x[%c1] : memref<8xf32>
    memref.store %x2, %x[%c2] : memref<8xf32>
    memref.store %x3, %x[%c3] : memref<8xf32>
    memref.store %x4, %x[%c4] : memref<8xf32>
    memref.store %x5, %x[%c5] : memref<8xf32>
    memref.store %x6, %x[%c6] : memref<8xf32>
    memref.store %x7, %x[%c7] : memref<8xf32>
    %y0 = arith.constant 0.0 : f32
    %y1 = arith.constant 1.0 : f32
    %y2 = arith.constant -1.0 : f32
    %y3 = arith.constant 10.0 : f32
    %y4 = arith.constant -20.0 : f32
    %y5 = arith.constant 88.0 : f32
    %y6 = arith.constant 89.0 : f32
    %y7 = arith.constant 0xFF800000 : f32
    memref.store %y0, %y[%c0] : memref<8xf32>
    memref.store %y1, %y[%c1] : memref<8xf32>
    memref.store %y2, %y[%c2] : memref<8xf32>
    memref.store %y3, %y[%c3] : memref<8xf32>
    memref.store %y4, %y[%c4] : memref<8xf32>
    memref.store %y5, %y[%c5] : memref<8xf32>
    memref.store %y6, %y[%c6] : memref<8xf32>
    memref.store %y7, %y[%c7] : memref<8xf32>
    gpu.launch_func @kernels::@sqrtexp
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<8xf32>, %y : memref<8xf32>, %r : memref<2x8xf32>)
    %p_r = memref.cast %r : memref<2x8xf32> to memref<*xf32>
    call @printMemrefF32(%p_r) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
