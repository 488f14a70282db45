// missing_entry_point_abi: a kernel without the spirv.entry_point_abi attribute
// (convert-gpu-to-spirv cannot lower the gpu.func).
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @k(%a : memref<4xi32>) kernel {
      %c0 = arith.constant 0 : index
      %v = arith.constant 7 : i32
      memref.store %v, %a[%c0] : memref<4xi32>
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<4xi32>
    %one = arith.constant 1 : index
    gpu.launch_func @kernels::@k
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<4xi32>)
    return
  }
}
