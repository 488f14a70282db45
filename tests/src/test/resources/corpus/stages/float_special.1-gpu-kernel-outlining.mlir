module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @special(%arg0: memref<8xf32>, %arg1: memref<4xf64>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant -1.000000e+00 : f32
      %cst_2 = arith.constant 3.000000e+38 : f32
      %cst_3 = arith.constant 1.401300e-45 : f32
      %0 = arith.divf %cst_0, %cst : f32
      memref.store %0, %arg0[%c0] : memref<8xf32>
      %1 = arith.divf %cst_1, %cst : f32
      memref.store %1, %arg0[%c1] : memref<8xf32>
      %2 = arith.divf %cst, %cst : f32
      memref.store %2, %arg0[%c2] : memref<8xf32>
      %3 = arith.subf %0, %0 : f32
      memref.store %3, %arg0[%c3] : memref<8xf32>
      %4 = arith.negf %cst : f32
      memref.store %4, %arg0[%c4] : memref<8xf32>
      memref.store %cst_3, %arg0[%c5] : memref<8xf32>
      %5 = arith.mulf %cst_2, %cst_2 : f32
      memref.store %5, %arg0[%c6] : memref<8xf32>
      %cst_4 = arith.constant 5.000000e-01 : f32
      %6 = arith.mulf %cst_3, %cst_4 : f32
      memref.store %6, %arg0[%c7] : memref<8xf32>
      %cst_5 = arith.constant 3.1415926535897931 : f64
      memref.store %cst_5, %arg1[%c0] : memref<4xf64>
      %cst_6 = arith.constant 1.000000e-310 : f64
      memref.store %cst_6, %arg1[%c1] : memref<4xf64>
      %cst_7 = arith.constant 0x419D6F3454000000 : f64
      memref.store %cst_7, %arg1[%c2] : memref<4xf64>
      %cst_8 = arith.constant 0.000000e+00 : f64
      %cst_9 = arith.constant -5.000000e+00 : f64
      %7 = arith.divf %cst_9, %cst_8 : f64
      memref.store %7, %arg1[%c3] : memref<4xf64>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<8xf32>
    %alloc_0 = memref.alloc() : memref<4xf64>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@special blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<8xf32>, %alloc_0 : memref<4xf64>)
    %cast = memref.cast %alloc : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<4xf64> to memref<*xf64>
    call @printMemrefF64(%cast_1) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
}

