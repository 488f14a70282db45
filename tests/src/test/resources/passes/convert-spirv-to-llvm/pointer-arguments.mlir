// Recorded with: mlir-opt-22 pointer-arguments.mlir --pass-pipeline='builtin.module(convert-spirv-to-llvm)' > pointer-arguments.expected.mlir
module {
  spirv.module @m Logical GLSL450 {
    spirv.GlobalVariable @g bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @u : !spirv.ptr<f32, UniformConstant>
    spirv.func @f(%p: !spirv.ptr<f32, CrossWorkgroup>) "None" {
      %a = spirv.mlir.addressof @u : !spirv.ptr<f32, UniformConstant>
      %v = spirv.Load "UniformConstant" %a : f32
      spirv.Store "CrossWorkgroup" %p, %v : f32
      spirv.Return
    }
  }
}
