// Recorded with: mlir-opt-22 unconverted-op.mlir --pass-pipeline='builtin.module(convert-spirv-to-llvm)' 2> unconverted-op.stderr
module {
  spirv.module @m Logical GLSL450 {
    spirv.func @f(%a: f32, %b: f32, %c: f32) -> f32 "None" {
      %0 = spirv.GL.Fma %a, %b, %c : f32
      spirv.ReturnValue %0 : f32
    }
  }
}
