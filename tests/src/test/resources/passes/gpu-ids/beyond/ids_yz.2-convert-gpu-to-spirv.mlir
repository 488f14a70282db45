module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.GlobalVariable @__builtin__GlobalInvocationId__ built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.func @yz(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %arg1: !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 2, 2]>, workgroup_attributions = 0 : i64} {
      %__builtin__GlobalInvocationId___addr = spirv.mlir.addressof @__builtin__GlobalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %0 = spirv.Load "Input" %__builtin__GlobalInvocationId___addr : vector<3xi32>
      %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
      %__builtin__GlobalInvocationId___addr_0 = spirv.mlir.addressof @__builtin__GlobalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %2 = spirv.Load "Input" %__builtin__GlobalInvocationId___addr_0 : vector<3xi32>
      %3 = spirv.CompositeExtract %2[1 : i32] : vector<3xi32>
      %__builtin__GlobalInvocationId___addr_1 = spirv.mlir.addressof @__builtin__GlobalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %4 = spirv.Load "Input" %__builtin__GlobalInvocationId___addr_1 : vector<3xi32>
      %5 = spirv.CompositeExtract %4[2 : i32] : vector<3xi32>
      %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
      %6 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
      %7 = spirv.CompositeExtract %6[1 : i32] : vector<3xi32>
      %__builtin__WorkgroupId___addr_2 = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
      %8 = spirv.Load "Input" %__builtin__WorkgroupId___addr_2 : vector<3xi32>
      %9 = spirv.CompositeExtract %8[2 : i32] : vector<3xi32>
      %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %10 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
      %11 = spirv.CompositeExtract %10[1 : i32] : vector<3xi32>
      %__builtin__LocalInvocationId___addr_3 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %12 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_3 : vector<3xi32>
      %13 = spirv.CompositeExtract %12[2 : i32] : vector<3xi32>
      %cst10_i32 = spirv.Constant 10 : i32
      %cst100_i32 = spirv.Constant 100 : i32
      %cst1000_i32 = spirv.Constant 1000 : i32
      %14 = spirv.IMul %5, %cst10_i32 : i32
      %15 = spirv.IAdd %14, %3 : i32
      %16 = spirv.IMul %1, %cst1000_i32 : i32
      %17 = spirv.IAdd %15, %16 : i32
      %cst0_i32 = spirv.Constant 0 : i32
      %cst0_i32_4 = spirv.Constant 0 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %18 = spirv.IMul %5, %cst4_i32 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %19 = spirv.IAdd %3, %18 : i32
      %20 = spirv.AccessChain %arg0[%cst0_i32, %19] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %20, %17 : i32
      %21 = spirv.IMul %7, %cst1000_i32 : i32
      %22 = spirv.IMul %9, %cst100_i32 : i32
      %23 = spirv.IMul %11, %cst10_i32 : i32
      %24 = spirv.IAdd %21, %22 : i32
      %25 = spirv.IAdd %24, %23 : i32
      %26 = spirv.IAdd %25, %13 : i32
      %cst0_i32_5 = spirv.Constant 0 : i32
      %cst0_i32_6 = spirv.Constant 0 : i32
      %cst4_i32_7 = spirv.Constant 4 : i32
      %27 = spirv.IMul %5, %cst4_i32_7 : i32
      %cst1_i32_8 = spirv.Constant 1 : i32
      %28 = spirv.IAdd %3, %27 : i32
      %29 = spirv.AccessChain %arg1[%cst0_i32_5, %28] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %29, %26 : i32
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @yz(%arg0: memref<6x4xi32>, %arg1: memref<6x4xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 2, 2]>} {
      %global_id_x = gpu.global_id  x
      %global_id_y = gpu.global_id  y
      %global_id_z = gpu.global_id  z
      %block_id_y = gpu.block_id  y
      %block_id_z = gpu.block_id  z
      %thread_id_y = gpu.thread_id  y
      %thread_id_z = gpu.thread_id  z
      %c10 = arith.constant 10 : index
      %c100 = arith.constant 100 : index
      %c1000 = arith.constant 1000 : index
      %0 = arith.muli %global_id_z, %c10 : index
      %1 = arith.addi %0, %global_id_y : index
      %2 = arith.muli %global_id_x, %c1000 : index
      %3 = arith.addi %1, %2 : index
      %4 = arith.index_cast %3 : index to i32
      memref.store %4, %arg0[%global_id_z, %global_id_y] : memref<6x4xi32>
      %5 = arith.muli %block_id_y, %c1000 : index
      %6 = arith.muli %block_id_z, %c100 : index
      %7 = arith.muli %thread_id_y, %c10 : index
      %8 = arith.addi %5, %6 : index
      %9 = arith.addi %8, %7 : index
      %10 = arith.addi %9, %thread_id_z : index
      %11 = arith.index_cast %10 : index to i32
      memref.store %11, %arg1[%global_id_z, %global_id_y] : memref<6x4xi32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<6x4xi32>
    %alloc_0 = memref.alloc() : memref<6x4xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    gpu.launch_func  @kernels::@yz blocks in (%c1, %c2, %c3) threads in (%c1, %c2, %c2)  args(%alloc : memref<6x4xi32>, %alloc_0 : memref<6x4xi32>)
    %cast = memref.cast %alloc : memref<6x4xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<6x4xi32> to memref<*xi32>
    call @printMemrefI32(%cast_1) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

