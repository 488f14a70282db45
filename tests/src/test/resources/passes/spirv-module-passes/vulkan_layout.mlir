// Interface types without layout get Vulkan offsets and strides (vectors of 3 align as 4, runtime arrays last); a used argument whose type changed is read through spirv.Bitcast.
// pipeline: builtin.module(spirv.module(spirv-lower-abi-attrs,spirv-update-vce))
// Expected output (vulkan_layout.expected.mlir) recorded with mlir-opt-22 --pass-pipeline='builtin.module(spirv.module(spirv-lower-abi-attrs,spirv-update-vce))'.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @m Logical GLSL450 {
    spirv.func @k(%a: !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32>)>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>},
                  %b: !spirv.ptr<!spirv.struct<(i32, vector<3xf32>, f64, !spirv.rtarray<vector<2xi64>>)>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>},
                  %d: !spirv.ptr<!spirv.struct<(!spirv.array<2 x !spirv.struct<(i32, f64)>>)>, Uniform> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 3)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      spirv.Return
    }
  }
}
