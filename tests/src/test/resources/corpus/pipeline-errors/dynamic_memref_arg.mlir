// dynamic_memref_arg: a kernel taking memref<?xi32> (dynamic shape); the kernel is dropped
// by the SPIR-V conversion and the launch then names an undefined kernel container.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @k(%a : memref<?xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %v = arith.constant 7 : i32
      memref.store %v, %a[%c0] : memref<?xi32>
      gpu.return
    }
  }
  func.func @main() {
    %a0 = memref.alloc() : memref<4xi32>
    %a = memref.cast %a0 : memref<4xi32> to memref<?xi32>
    %one = arith.constant 1 : index
    gpu.launch_func @kernels::@k
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<?xi32>)
    return
  }
}
