module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.GlobalVariable @__builtin__NumWorkgroups__ built_in("NumWorkgroups") : !spirv.ptr<vector<3xi32>, Input>
    spirv.GlobalVariable @__builtin__GlobalInvocationId__ built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.func @ids(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<16 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [2, 3, 1]>, workgroup_attributions = 0 : i64} {
      %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
      %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
      %__builtin__LocalInvocationId___addr_0 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_0 : vector<3xi32>
      %3 = spirv.CompositeExtract %2[1 : i32] : vector<3xi32>
      %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
      %4 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
      %5 = spirv.CompositeExtract %4[2 : i32] : vector<3xi32>
      %__builtin__GlobalInvocationId___addr = spirv.mlir.addressof @__builtin__GlobalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %6 = spirv.Load "Input" %__builtin__GlobalInvocationId___addr : vector<3xi32>
      %7 = spirv.CompositeExtract %6[0 : i32] : vector<3xi32>
      %__builtin__NumWorkgroups___addr = spirv.mlir.addressof @__builtin__NumWorkgroups__ : !spirv.ptr<vector<3xi32>, Input>
      %8 = spirv.Load "Input" %__builtin__NumWorkgroups___addr : vector<3xi32>
      %9 = spirv.CompositeExtract %8[0 : i32] : vector<3xi32>
      %__builtin__NumWorkgroups___addr_1 = spirv.mlir.addressof @__builtin__NumWorkgroups__ : !spirv.ptr<vector<3xi32>, Input>
      %10 = spirv.Load "Input" %__builtin__NumWorkgroups___addr_1 : vector<3xi32>
      %11 = spirv.CompositeExtract %10[1 : i32] : vector<3xi32>
      %cst2_i32 = spirv.Constant 2 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %12 = spirv.IMul %3, %cst2_i32 : i32
      %13 = spirv.IAdd %12, %1 : i32
      %14 = spirv.IAdd %13, %9 : i32
      %15 = spirv.IAdd %14, %11 : i32
      %16 = spirv.IAdd %15, %5 : i32
      %17 = spirv.IAdd %16, %cst3_i32 : i32
      %cst0_i32 = spirv.Constant 0 : i32
      %cst0_i32_2 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %18 = spirv.AccessChain %arg0[%cst0_i32, %7] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %18, %17 : i32
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @ids(%arg0: memref<16xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [2, 3, 1]>} {
      %thread_id_x = gpu.thread_id  x
      %thread_id_y = gpu.thread_id  y
      %block_id_z = gpu.block_id  z
      %global_id_x = gpu.global_id  x
      %grid_dim_x = gpu.grid_dim  x
      %grid_dim_y = gpu.grid_dim  y
      %block_dim_x = gpu.block_dim  x
      %block_dim_y = gpu.block_dim  y
      %0 = arith.muli %thread_id_y, %block_dim_x : index
      %1 = arith.addi %0, %thread_id_x : index
      %2 = arith.addi %1, %grid_dim_x : index
      %3 = arith.addi %2, %grid_dim_y : index
      %4 = arith.addi %3, %block_id_z : index
      %5 = arith.addi %4, %block_dim_y : index
      %6 = arith.index_cast %5 : index to i32
      memref.store %6, %arg0[%global_id_x] : memref<16xi32>
      gpu.return
    }
  }
  spirv.module @__spv__other Logical GLSL450 {
    spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.GlobalVariable @__builtin__GlobalInvocationId__ built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.GlobalVariable @__builtin__WorkgroupSize__ built_in("WorkgroupSize") : !spirv.ptr<vector<3xi32>, Input>
    spirv.func @nosize(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<16 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<>, workgroup_attributions = 0 : i64} {
      %__builtin__WorkgroupSize___addr = spirv.mlir.addressof @__builtin__WorkgroupSize__ : !spirv.ptr<vector<3xi32>, Input>
      %0 = spirv.Load "Input" %__builtin__WorkgroupSize___addr : vector<3xi32>
      %1 = spirv.CompositeExtract %0[2 : i32] : vector<3xi32>
      %__builtin__GlobalInvocationId___addr = spirv.mlir.addressof @__builtin__GlobalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %2 = spirv.Load "Input" %__builtin__GlobalInvocationId___addr : vector<3xi32>
      %3 = spirv.CompositeExtract %2[1 : i32] : vector<3xi32>
      %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
      %4 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
      %5 = spirv.CompositeExtract %4[1 : i32] : vector<3xi32>
      %6 = spirv.IAdd %1, %5 : i32
      %cst0_i32 = spirv.Constant 0 : i32
      %cst0_i32_0 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %7 = spirv.AccessChain %arg0[%cst0_i32, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %7, %6 : i32
      spirv.Return
    }
  }
  gpu.module @other {
    gpu.func @nosize(%arg0: memref<16xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<>} {
      %block_dim_z = gpu.block_dim  z
      %global_id_y = gpu.global_id  y
      %block_id_y = gpu.block_id  y
      %0 = arith.addi %block_dim_z, %block_id_y : index
      %1 = arith.index_cast %0 : index to i32
      memref.store %1, %arg0[%global_id_y] : memref<16xi32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<16xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    gpu.launch_func  @kernels::@ids blocks in (%c2, %c1, %c1) threads in (%c2, %c3, %c1)  args(%alloc : memref<16xi32>)
    gpu.launch_func  @other::@nosize blocks in (%c1, %c2, %c1) threads in (%c1, %c3, %c2)  args(%alloc : memref<16xi32>)
    return
  }
}

