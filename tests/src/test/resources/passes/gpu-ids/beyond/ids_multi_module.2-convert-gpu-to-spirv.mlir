module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__a Logical GLSL450 {
    spirv.GlobalVariable @__builtin__GlobalInvocationId__ built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.func @iota(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>, workgroup_attributions = 0 : i64} {
      %__builtin__GlobalInvocationId___addr = spirv.mlir.addressof @__builtin__GlobalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %0 = spirv.Load "Input" %__builtin__GlobalInvocationId___addr : vector<3xi32>
      %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst0_i32_0 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %2 = spirv.AccessChain %arg0[%cst0_i32, %1] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %2, %1 : i32
      spirv.Return
    }
  }
  gpu.module @a {
    gpu.func @iota(%arg0: memref<8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %global_id_x = gpu.global_id  x
      %0 = arith.index_cast %global_id_x : index to i32
      memref.store %0, %arg0[%global_id_x] : memref<8xi32>
      gpu.return
    }
  }
  spirv.module @__spv__b Logical GLSL450 {
    spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.GlobalVariable @__builtin__GlobalInvocationId__ built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.func @square(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 1, 1]>, workgroup_attributions = 0 : i64} {
      %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
      %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst0_i32_0 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %2 = spirv.AccessChain %arg0[%cst0_i32, %1] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      %3 = spirv.Load "StorageBuffer" %2 : i32
      %4 = spirv.IMul %3, %1 : i32
      %cst0_i32_1 = spirv.Constant 0 : i32
      %cst0_i32_2 = spirv.Constant 0 : i32
      %cst1_i32_3 = spirv.Constant 1 : i32
      %5 = spirv.AccessChain %arg0[%cst0_i32_1, %1] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %5, %4 : i32
      spirv.Return
    }
    spirv.func @shift(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [2, 1, 1]>, workgroup_attributions = 0 : i64} {
      %__builtin__GlobalInvocationId___addr = spirv.mlir.addressof @__builtin__GlobalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %0 = spirv.Load "Input" %__builtin__GlobalInvocationId___addr : vector<3xi32>
      %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
      %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
      %2 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
      %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
      %cst1000_i32 = spirv.Constant 1000 : i32
      %4 = spirv.IMul %3, %cst1000_i32 : i32
      %cst0_i32 = spirv.Constant 0 : i32
      %cst0_i32_0 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %5 = spirv.AccessChain %arg0[%cst0_i32, %1] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      %6 = spirv.Load "StorageBuffer" %5 : i32
      %7 = spirv.IAdd %6, %4 : i32
      %cst0_i32_1 = spirv.Constant 0 : i32
      %cst0_i32_2 = spirv.Constant 0 : i32
      %cst1_i32_3 = spirv.Constant 1 : i32
      %8 = spirv.AccessChain %arg0[%cst0_i32_1, %1] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %8, %7 : i32
      spirv.Return
    }
  }
  gpu.module @b {
    gpu.func @square(%arg0: memref<8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 1, 1]>} {
      %thread_id_x = gpu.thread_id  x
      %0 = arith.index_cast %thread_id_x : index to i32
      %1 = memref.load %arg0[%thread_id_x] : memref<8xi32>
      %2 = arith.muli %1, %0 : i32
      memref.store %2, %arg0[%thread_id_x] : memref<8xi32>
      gpu.return
    }
    gpu.func @shift(%arg0: memref<8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [2, 1, 1]>} {
      %global_id_x = gpu.global_id  x
      %block_id_x = gpu.block_id  x
      %c1000 = arith.constant 1000 : index
      %0 = arith.muli %block_id_x, %c1000 : index
      %1 = arith.index_cast %0 : index to i32
      %2 = memref.load %arg0[%global_id_x] : memref<8xi32>
      %3 = arith.addi %2, %1 : i32
      memref.store %3, %arg0[%global_id_x] : memref<8xi32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<8xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func  @a::@iota blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)  args(%alloc : memref<8xi32>)
    gpu.launch_func  @b::@square blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)  args(%alloc : memref<8xi32>)
    gpu.launch_func  @b::@shift blocks in (%c4, %c1, %c1) threads in (%c2, %c1, %c1)  args(%alloc : memref<8xi32>)
    %cast = memref.cast %alloc : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

