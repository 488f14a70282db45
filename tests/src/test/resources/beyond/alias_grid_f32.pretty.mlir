module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @axpy(%arg0: memref<8xf32>, %arg1: memref<8xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %global_id_x = gpu.global_id  x
      %cst = arith.constant 5.000000e-01 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %0 = memref.load %arg0[%global_id_x] : memref<8xf32>
      %1 = memref.load %arg1[%global_id_x] : memref<8xf32>
      %2 = arith.mulf %1, %cst : f32
      %3 = arith.addf %0, %2 : f32
      memref.store %3, %arg0[%global_id_x] : memref<8xf32>
      %4 = memref.load %arg1[%global_id_x] : memref<8xf32>
      %5 = arith.addf %4, %cst_0 : f32
      memref.store %5, %arg1[%global_id_x] : memref<8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<8xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %cst_1 = arith.constant 3.000000e+00 : f32
    %cst_2 = arith.constant 4.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e+00 : f32
    %cst_4 = arith.constant 6.000000e+00 : f32
    %cst_5 = arith.constant 7.000000e+00 : f32
    %cst_6 = arith.constant 8.000000e+00 : f32
    memref.store %cst, %alloc[%c0] : memref<8xf32>
    memref.store %cst_0, %alloc[%c1] : memref<8xf32>
    memref.store %cst_1, %alloc[%c2] : memref<8xf32>
    memref.store %cst_2, %alloc[%c3] : memref<8xf32>
    memref.store %cst_3, %alloc[%c4] : memref<8xf32>
    memref.store %cst_4, %alloc[%c5] : memref<8xf32>
    memref.store %cst_5, %alloc[%c6] : memref<8xf32>
    memref.store %cst_6, %alloc[%c7] : memref<8xf32>
    gpu.launch_func  @kernels::@axpy blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)  args(%alloc : memref<8xf32>, %alloc : memref<8xf32>)
    %cast = memref.cast %alloc : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

