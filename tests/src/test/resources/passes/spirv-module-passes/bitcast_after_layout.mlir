// An argument whose pointee gets a layout, used in the body: a spirv.Bitcast back to its old type follows the address.
// pipeline: builtin.module(spirv.module(spirv-lower-abi-attrs))
// Expected output (bitcast_after_layout.expected.mlir) recorded with mlir-opt-22 --pass-pipeline='builtin.module(spirv.module(spirv-lower-abi-attrs))'.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @m Logical GLSL450 {
    spirv.func @k(%a: !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32>)>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>},
                  %b: !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c = spirv.Constant 0 : i32
      %p = spirv.AccessChain %a[%c, %c] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32>)>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      %q = spirv.AccessChain %b[%c, %c] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Return
    }
  }
}
