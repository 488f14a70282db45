// A global of i64 under a target without Int64.
// pipeline: builtin.module(spirv.module(spirv-update-vce))
// Expected output (i64_without_int64.expected.mlir, or i64_without_int64.stderr for errors) recorded with mlir-opt-22 --pass-pipeline='builtin.module(spirv.module(spirv-update-vce))'.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @m Logical GLSL450 {
    spirv.GlobalVariable @g bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i64, stride=8> [0])>, StorageBuffer>
    spirv.func @k() "None" {
      %c = spirv.Constant 1.0 : f64
      spirv.Return
    }
  }
}
