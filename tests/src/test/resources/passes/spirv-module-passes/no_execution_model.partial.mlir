// A target env with neither Shader nor Kernel: no execution model for the entry point (a remark, and the pass fails).
// pipeline: builtin.module(spirv.module(spirv-lower-abi-attrs))
// Expected output (no_execution_model.partial.stderr) recorded with mlir-opt-22 --pass-pipeline='builtin.module(spirv.module(spirv-lower-abi-attrs))'.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Int64], []>, #spirv.resource_limits<>>} {
  spirv.module @m Logical GLSL450 {
    spirv.func @k() "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [2, 1, 1]>} {
      spirv.Return
    }
  }
}
