module {
  "unreg.spirv_attrs"() {abi0 = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, abi1 = #spirv.entry_point_abi<workgroup_size = [32, 4, 1]>, abi2 = #spirv.entry_point_abi<>, env0 = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>, env1 = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int64, Float64, Int16], [SPV_KHR_variable_pointers, SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, NVIDIA:DiscreteGPU, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64]>>, env2 = #spirv.target_env<#spirv.vce<v1.0, [Kernel, Addresses], []>, api=OpenCL, #spirv.resource_limits<>>, iv0 = #spirv.interface_var_abi<(0, 1)>, iv1 = #spirv.interface_var_abi<(1, 2), StorageBuffer>, iv2 = #spirv.interface_var_abi<(0, 0), Uniform>, lim0 = #spirv.resource_limits<>, lim1 = #spirv.resource_limits<max_compute_workgroup_invocations = 256, max_compute_workgroup_size = [256, 256, 64]>, sc0 = #spirv.storage_class<StorageBuffer>, sc1 = #spirv.storage_class<Function>, sc2 = #spirv.storage_class<Workgroup>, sc3 = #spirv.storage_class<CrossWorkgroup>, vce0 = #spirv.vce<v1.0, [Shader], []>, vce1 = #spirv.vce<v1.5, [Shader, GroupNonUniform], [SPV_KHR_16bit_storage]>} : () -> ()
  "unreg.llvm_attrs"() {l0 = #llvm.linkage<private>, l1 = #llvm.linkage<internal>, l10 = #llvm.linkage<external>, l2 = #llvm.linkage<available_externally>, l3 = #llvm.linkage<linkonce>, l4 = #llvm.linkage<weak>, l5 = #llvm.linkage<common>, l6 = #llvm.linkage<appending>, l7 = #llvm.linkage<extern_weak>, l8 = #llvm.linkage<linkonce_odr>, l9 = #llvm.linkage<weak_odr>} : () -> ()
  module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
    gpu.module @kernels {
      gpu.func @k(%arg0: memref<4xf32> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
        gpu.return
      }
    }
    llvm.mlir.global linkonce @once(1 : i32) {addr_space = 0 : i32} : i32
    llvm.mlir.global private constant @priv(dense<[1, 2]> : tensor<2xi32>) {addr_space = 0 : i32} : !llvm.array<2 x i32>
    llvm.func weak @weak_fn() {
      llvm.return
    }
    llvm.func internal @internal_fn(%arg0: i32) -> i32 {
      llvm.return %arg0 : i32
    }
  }
}

