// Interface variable ABI on a function without spirv.entry_point_abi: the function stays illegal.
// pipeline: builtin.module(spirv.module(spirv-lower-abi-attrs))
// Expected output (abi_without_entry_point.expected.mlir, or abi_without_entry_point.stderr for errors) recorded with mlir-opt-22 --pass-pipeline='builtin.module(spirv.module(spirv-lower-abi-attrs))'.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @m Logical GLSL450 {
    spirv.func @k(%a: i32 {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0), StorageBuffer>}) "None" {
      spirv.Return
    }
  }
}
