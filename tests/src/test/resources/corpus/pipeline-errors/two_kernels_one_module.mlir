// two_kernels_one_module: two kernels in one gpu.module (MLIR's runner pipeline supports
// exactly one entry point).
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @first(%a : memref<4xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %v = arith.constant 1 : i32
      memref.store %v, %a[%c0] : memref<4xi32>
      gpu.return
    }
    gpu.func @second(%a : memref<4xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c1 = arith.constant 1 : index
      %v = arith.constant 2 : i32
      memref.store %v, %a[%c1] : memref<4xi32>
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<4xi32>
    %one = arith.constant 1 : index
    gpu.launch_func @kernels::@first
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<4xi32>)
    gpu.launch_func @kernels::@second
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<4xi32>)
    return
  }
}
