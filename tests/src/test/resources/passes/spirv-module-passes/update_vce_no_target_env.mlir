// No spirv.target_env anywhere around the module.
// pipeline: builtin.module(spirv.module(spirv-update-vce))
// Expected output (update_vce_no_target_env.expected.mlir, or update_vce_no_target_env.stderr for errors) recorded with mlir-opt-22 --pass-pipeline='builtin.module(spirv.module(spirv-update-vce))'.
module {
  spirv.module @m Logical GLSL450 {
    spirv.func @k() "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      spirv.Return
    }
  }
}
