module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @rem(%arg0: memref<2x6xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %cst = arith.constant 2.750000e+00 : f32
      %cst_0 = arith.constant -7.500000e+00 : f32
      %cst_1 = arith.constant 2.000000e+00 : f32
      %cst_2 = arith.constant -1.250000e+00 : f32
      scf.for %arg1 = %c0 to %c6 step %c1 {
        %0 = arith.index_cast %arg1 : index to i32
        %1 = arith.sitofp %0 : i32 to f32
        %2 = arith.mulf %1, %cst : f32
        %3 = arith.addf %cst_0, %2 : f32
        %4 = arith.remf %3, %cst_1 : f32
        memref.store %4, %arg0[%c0, %arg1] : memref<2x6xf32>
        %5 = arith.remf %3, %cst_2 : f32
        memref.store %5, %arg0[%c1, %arg1] : memref<2x6xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<2x6xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@rem blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<2x6xf32>)
    %cast = memref.cast %alloc : memref<2x6xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

