module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.GlobalVariable @__builtin__GlobalInvocationId__ built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.func @axpy(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %arg1: !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>, workgroup_attributions = 0 : i64} {
      %__builtin__GlobalInvocationId___addr = spirv.mlir.addressof @__builtin__GlobalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %0 = spirv.Load "Input" %__builtin__GlobalInvocationId___addr : vector<3xi32>
      %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
      %cst_f32 = spirv.Constant 5.000000e-01 : f32
      %cst_f32_0 = spirv.Constant 1.000000e+00 : f32
      %cst0_i32 = spirv.Constant 0 : i32
      %cst0_i32_1 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %2 = spirv.AccessChain %arg0[%cst0_i32, %1] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      %3 = spirv.Load "StorageBuffer" %2 : f32
      %cst0_i32_2 = spirv.Constant 0 : i32
      %cst0_i32_3 = spirv.Constant 0 : i32
      %cst1_i32_4 = spirv.Constant 1 : i32
      %4 = spirv.AccessChain %arg1[%cst0_i32_2, %1] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      %5 = spirv.Load "StorageBuffer" %4 : f32
      %6 = spirv.FMul %5, %cst_f32 : f32
      %7 = spirv.FAdd %3, %6 : f32
      %cst0_i32_5 = spirv.Constant 0 : i32
      %cst0_i32_6 = spirv.Constant 0 : i32
      %cst1_i32_7 = spirv.Constant 1 : i32
      %8 = spirv.AccessChain %arg0[%cst0_i32_5, %1] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %8, %7 : f32
      %cst0_i32_8 = spirv.Constant 0 : i32
      %cst0_i32_9 = spirv.Constant 0 : i32
      %cst1_i32_10 = spirv.Constant 1 : i32
      %9 = spirv.AccessChain %arg1[%cst0_i32_8, %1] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      %10 = spirv.Load "StorageBuffer" %9 : f32
      %11 = spirv.FAdd %10, %cst_f32_0 : f32
      %cst0_i32_11 = spirv.Constant 0 : i32
      %cst0_i32_12 = spirv.Constant 0 : i32
      %cst1_i32_13 = spirv.Constant 1 : i32
      %12 = spirv.AccessChain %arg1[%cst0_i32_11, %1] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %12, %11 : f32
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @axpy(%arg0: memref<8xf32>, %arg1: memref<8xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %global_id_x = gpu.global_id  x
      %cst = arith.constant 5.000000e-01 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %0 = memref.load %arg0[%global_id_x] : memref<8xf32>
      %1 = memref.load %arg1[%global_id_x] : memref<8xf32>
      %2 = arith.mulf %1, %cst : f32
      %3 = arith.addf %0, %2 : f32
      memref.store %3, %arg0[%global_id_x] : memref<8xf32>
      %4 = memref.load %arg1[%global_id_x] : memref<8xf32>
      %5 = arith.addf %4, %cst_0 : f32
      memref.store %5, %arg1[%global_id_x] : memref<8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<8xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %cst_1 = arith.constant 3.000000e+00 : f32
    %cst_2 = arith.constant 4.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e+00 : f32
    %cst_4 = arith.constant 6.000000e+00 : f32
    %cst_5 = arith.constant 7.000000e+00 : f32
    %cst_6 = arith.constant 8.000000e+00 : f32
    memref.store %cst, %alloc[%c0] : memref<8xf32>
    memref.store %cst_0, %alloc[%c1] : memref<8xf32>
    memref.store %cst_1, %alloc[%c2] : memref<8xf32>
    memref.store %cst_2, %alloc[%c3] : memref<8xf32>
    memref.store %cst_3, %alloc[%c4] : memref<8xf32>
    memref.store %cst_4, %alloc[%c5] : memref<8xf32>
    memref.store %cst_5, %alloc[%c6] : memref<8xf32>
    memref.store %cst_6, %alloc[%c7] : memref<8xf32>
    gpu.launch_func  @kernels::@axpy blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)  args(%alloc : memref<8xf32>, %alloc : memref<8xf32>)
    %cast = memref.cast %alloc : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

