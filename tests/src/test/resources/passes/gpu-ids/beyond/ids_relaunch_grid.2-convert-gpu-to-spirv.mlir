module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.GlobalVariable @__builtin__NumWorkgroups__ built_in("NumWorkgroups") : !spirv.ptr<vector<3xi32>, Input>
    spirv.GlobalVariable @__builtin__GlobalInvocationId__ built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.func @zero(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>, workgroup_attributions = 0 : i64} {
      %__builtin__GlobalInvocationId___addr = spirv.mlir.addressof @__builtin__GlobalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %0 = spirv.Load "Input" %__builtin__GlobalInvocationId___addr : vector<3xi32>
      %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst0_i32_0 = spirv.Constant 0 : i32
      %cst0_i32_1 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %2 = spirv.AccessChain %arg0[%cst0_i32_0, %1] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %2, %cst0_i32 : i32
      spirv.Return
    }
    spirv.func @acc(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>, workgroup_attributions = 0 : i64} {
      %__builtin__GlobalInvocationId___addr = spirv.mlir.addressof @__builtin__GlobalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %0 = spirv.Load "Input" %__builtin__GlobalInvocationId___addr : vector<3xi32>
      %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
      %__builtin__NumWorkgroups___addr = spirv.mlir.addressof @__builtin__NumWorkgroups__ : !spirv.ptr<vector<3xi32>, Input>
      %2 = spirv.Load "Input" %__builtin__NumWorkgroups___addr : vector<3xi32>
      %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
      %cst1000_i32 = spirv.Constant 1000 : i32
      %4 = spirv.IMul %3, %cst1000_i32 : i32
      %5 = spirv.IAdd %4, %1 : i32
      %cst0_i32 = spirv.Constant 0 : i32
      %cst0_i32_0 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %6 = spirv.AccessChain %arg0[%cst0_i32, %1] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      %7 = spirv.Load "StorageBuffer" %6 : i32
      %8 = spirv.IAdd %7, %5 : i32
      %cst0_i32_1 = spirv.Constant 0 : i32
      %cst0_i32_2 = spirv.Constant 0 : i32
      %cst1_i32_3 = spirv.Constant 1 : i32
      %9 = spirv.AccessChain %arg0[%cst0_i32_1, %1] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %9, %8 : i32
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @zero(%arg0: memref<12xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %global_id_x = gpu.global_id  x
      %c0_i32 = arith.constant 0 : i32
      memref.store %c0_i32, %arg0[%global_id_x] : memref<12xi32>
      gpu.return
    }
    gpu.func @acc(%arg0: memref<12xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %global_id_x = gpu.global_id  x
      %grid_dim_x = gpu.grid_dim  x
      %c1000 = arith.constant 1000 : index
      %0 = arith.muli %grid_dim_x, %c1000 : index
      %1 = arith.addi %0, %global_id_x : index
      %2 = arith.index_cast %1 : index to i32
      %3 = memref.load %arg0[%global_id_x] : memref<12xi32>
      %4 = arith.addi %3, %2 : i32
      memref.store %4, %arg0[%global_id_x] : memref<12xi32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<12xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %0 = arith.addi %c1, %c2 : index
    gpu.launch_func  @kernels::@zero blocks in (%0, %c1, %c1) threads in (%c4, %c1, %c1)  args(%alloc : memref<12xi32>)
    gpu.launch_func  @kernels::@acc blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)  args(%alloc : memref<12xi32>)
    gpu.launch_func  @kernels::@acc blocks in (%0, %c1, %c1) threads in (%c4, %c1, %c1)  args(%alloc : memref<12xi32>)
    gpu.launch_func  @kernels::@acc blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)  args(%alloc : memref<12xi32>)
    %cast = memref.cast %alloc : memref<12xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

