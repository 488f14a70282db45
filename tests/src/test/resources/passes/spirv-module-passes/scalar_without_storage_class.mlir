// A scalar argument whose ABI gives no storage class cannot become a global.
// pipeline: builtin.module(spirv.module(spirv-lower-abi-attrs))
// Expected output (scalar_without_storage_class.expected.mlir, or scalar_without_storage_class.stderr for errors) recorded with mlir-opt-22 --pass-pipeline='builtin.module(spirv.module(spirv-lower-abi-attrs))'.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Kernel, Addresses], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @m Physical64 OpenCL {
    spirv.func @k(%a: i32 {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      spirv.Return
    }
  }
}
