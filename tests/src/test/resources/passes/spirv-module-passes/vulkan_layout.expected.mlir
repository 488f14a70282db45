module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @m Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Float64, Int64, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @k_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @k_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(i32 [0], vector<3xf32> [16], f64 [32], !spirv.rtarray<vector<2xi64>, stride=16> [48])>, StorageBuffer>
    spirv.GlobalVariable @k_arg_2 bind(0, 3) : !spirv.ptr<!spirv.struct<(!spirv.array<2 x !spirv.struct<(i32 [0], f64 [8])>, stride=16> [0])>, Uniform>
    spirv.func @k() "None" {
      %k_arg_0_addr = spirv.mlir.addressof @k_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
      %k_arg_1_addr = spirv.mlir.addressof @k_arg_1 : !spirv.ptr<!spirv.struct<(i32 [0], vector<3xf32> [16], f64 [32], !spirv.rtarray<vector<2xi64>, stride=16> [48])>, StorageBuffer>
      %k_arg_2_addr = spirv.mlir.addressof @k_arg_2 : !spirv.ptr<!spirv.struct<(!spirv.array<2 x !spirv.struct<(i32 [0], f64 [8])>, stride=16> [0])>, Uniform>
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @k
    spirv.ExecutionMode @k "LocalSize", 1, 1, 1
  }
}

