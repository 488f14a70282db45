module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @m Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Int64, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @k_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(i32 [0])>, StorageBuffer>
    spirv.GlobalVariable @k_arg_1 bind(1, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i64, stride=8> [0])>, StorageBuffer>
    spirv.func @k() "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<subgroup_size = 8>} {
      %k_arg_0_addr = spirv.mlir.addressof @k_arg_0 : !spirv.ptr<!spirv.struct<(i32 [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %0 = spirv.AccessChain %k_arg_0_addr[%cst0_i32] : !spirv.ptr<!spirv.struct<(i32 [0])>, StorageBuffer>, i32 -> !spirv.ptr<i32, StorageBuffer>
      %1 = spirv.Load "StorageBuffer" %0 : i32
      %k_arg_1_addr = spirv.mlir.addressof @k_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i64, stride=8> [0])>, StorageBuffer>
      %cst0_i32_0 = spirv.Constant 0 : i32
      %2 = spirv.AccessChain %k_arg_1_addr[%cst0_i32_0, %cst0_i32_0] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i64, StorageBuffer>
      %3 = spirv.SConvert %1 : i32 to i64
      spirv.Store "StorageBuffer" %2, %3 : i64
      spirv.Return
    }
    spirv.func @other() "None" {
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @k, @k_arg_0, @k_arg_1
    spirv.ExecutionMode @k "LocalSize", 4, 1, 1
  }
}

