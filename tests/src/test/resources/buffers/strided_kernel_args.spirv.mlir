module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.func @k(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<19 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %arg1: !spirv.ptr<!spirv.struct<(!spirv.array<1 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}, %arg2: !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 2)>}, %arg3: !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 3)>}, %arg4: !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 4)>}, %arg5: i32 {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 5), StorageBuffer>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, workgroup_attributions = 0 : i64} {
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst0_i32_0 = spirv.Constant 0 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst8_i32 = spirv.Constant 8 : i32
      %cst8_i32_1 = spirv.Constant 8 : i32
      %cst11_i32 = spirv.Constant 11 : i32
      %cst1_i32_2 = spirv.Constant 1 : i32
      %0 = spirv.IAdd %arg5, %cst11_i32 : i32
      %1 = spirv.AccessChain %arg0[%cst0_i32_0, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<19 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      %2 = spirv.Load "StorageBuffer" %1 : f32
      %cst0_i32_3 = spirv.Constant 0 : i32
      %3 = spirv.AccessChain %arg1[%cst0_i32_3, %cst0_i32_3] : !spirv.ptr<!spirv.struct<(!spirv.array<1 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %3, %2 : f32
      %cst0_i32_4 = spirv.Constant 0 : i32
      %cst0_i32_5 = spirv.Constant 0 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %4 = spirv.IMul %arg5, %cst2_i32 : i32
      %5 = spirv.AccessChain %arg2[%cst0_i32_4, %4] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      %6 = spirv.Load "StorageBuffer" %5 : i32
      %cst0_i32_6 = spirv.Constant 0 : i32
      %cst0_i32_7 = spirv.Constant 0 : i32
      %cst3_i32_8 = spirv.Constant 3 : i32
      %7 = spirv.IMul %arg5, %cst3_i32_8 : i32
      %cst1_i32_9 = spirv.Constant 1 : i32
      %8 = spirv.AccessChain %arg3[%cst0_i32_6, %7] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %8, %6 : i32
      %cst0_i32_10 = spirv.Constant 0 : i32
      %cst2_i32_11 = spirv.Constant 2 : i32
      %cst1_i32_12 = spirv.Constant 1 : i32
      %cst3_i32_13 = spirv.Constant 3 : i32
      %9 = spirv.AccessChain %arg4[%cst0_i32_10, %cst3_i32_13] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      %10 = spirv.Load "StorageBuffer" %9 : f32
      %cst0_i32_14 = spirv.Constant 0 : i32
      %cst2_i32_15 = spirv.Constant 2 : i32
      %cst1_i32_16 = spirv.Constant 1 : i32
      %11 = spirv.IAdd %arg5, %cst2_i32_15 : i32
      %12 = spirv.AccessChain %arg4[%cst0_i32_14, %11] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %12, %10 : f32
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @k(%arg0: memref<2x4xf32, strided<[8, 1], offset: 3>>, %arg1: memref<f32, strided<[], offset: 5>>, %arg2: memref<4xi32, strided<[2]>>, %arg3: memref<2x3xi32, strided<[3, 1]>>, %arg4: memref<?xf32, strided<[1], offset: 2>>, %arg5: index) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %0 = memref.load %arg0[%c1, %arg5] : memref<2x4xf32, strided<[8, 1], offset: 3>>
      memref.store %0, %arg1[] : memref<f32, strided<[], offset: 5>>
      %1 = memref.load %arg2[%arg5] : memref<4xi32, strided<[2]>>
      memref.store %1, %arg3[%arg5, %c0] : memref<2x3xi32, strided<[3, 1]>>
      %2 = memref.load %arg4[%c1] : memref<?xf32, strided<[1], offset: 2>>
      memref.store %2, %arg4[%arg5] : memref<?xf32, strided<[1], offset: 2>>
      gpu.return
    }
  }
  func.func @main() {
    return
  }
}

