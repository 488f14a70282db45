// A scalar argument (struct-wrapped global, load at the start), SPIR-V 1.4 (every global in the interface), a subgroup size the target does not allow (kept).
// pipeline: builtin.module(spirv.module(spirv-lower-abi-attrs,spirv-update-vce))
// Expected output (scalar_and_interface.expected.mlir, or scalar_and_interface.stderr for errors) recorded with mlir-opt-22 --pass-pipeline='builtin.module(spirv.module(spirv-lower-abi-attrs,spirv-update-vce))'.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @m Logical GLSL450 {
    spirv.func @k(%a: i32 {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0), StorageBuffer>}, %b: !spirv.ptr<!spirv.struct<(!spirv.array<4 x i64, stride=8> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(1, 2)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1], subgroup_size = 8>} {
      %c = spirv.Constant 0 : i32
      %p = spirv.AccessChain %b[%c, %c] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i64, StorageBuffer>
      %v = spirv.SConvert %a : i32 to i64
      spirv.Store "StorageBuffer" %p, %v : i64
      spirv.Return
    }
    spirv.func @other() "None" {
      spirv.Return
    }
  }
}
