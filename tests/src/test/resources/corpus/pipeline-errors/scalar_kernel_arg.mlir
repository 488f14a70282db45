// scalar_kernel_arg: a kernel taking an i32 scalar next to a buffer (the runner pipeline only
// supports memref kernel operands).
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @k(%a : memref<4xi32>, %s : i32) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      memref.store %s, %a[%c0] : memref<4xi32>
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<4xi32>
    %s = arith.constant 3 : i32
    %one = arith.constant 1 : index
    gpu.launch_func @kernels::@k
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<4xi32>, %s : i32)
    return
  }
}
