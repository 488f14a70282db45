// An f64 argument of a function (function types count) under a target without Float64.
// pipeline: builtin.module(spirv.module(spirv-update-vce))
// Expected output (f64_argument_without_float64.expected.mlir, or f64_argument_without_float64.stderr for errors) recorded with mlir-opt-22 --pass-pipeline='builtin.module(spirv.module(spirv-update-vce))'.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], []>, #spirv.resource_limits<>>} {
  spirv.module @m Logical GLSL450 {
    spirv.func @k(%a: f64) "None" {
      spirv.Return
    }
    spirv.GlobalVariable @g bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i64, stride=8> [0])>, StorageBuffer>
  }
}
