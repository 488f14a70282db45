module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.GlobalVariable @__builtin__GlobalInvocationId__ built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.GlobalVariable @__builtin__NumWorkgroups__ built_in("NumWorkgroups") : !spirv.ptr<vector<3xi32>, Input>
    spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.func @grid3(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<72 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %arg1: !spirv.ptr<!spirv.struct<(!spirv.array<72 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}, %arg2: !spirv.ptr<!spirv.struct<(!spirv.array<72 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 2)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [3, 2, 2]>, workgroup_attributions = 0 : i64} {
      %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
      %0 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
      %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
      %__builtin__WorkgroupId___addr_0 = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
      %2 = spirv.Load "Input" %__builtin__WorkgroupId___addr_0 : vector<3xi32>
      %3 = spirv.CompositeExtract %2[1 : i32] : vector<3xi32>
      %__builtin__WorkgroupId___addr_1 = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
      %4 = spirv.Load "Input" %__builtin__WorkgroupId___addr_1 : vector<3xi32>
      %5 = spirv.CompositeExtract %4[2 : i32] : vector<3xi32>
      %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %6 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
      %7 = spirv.CompositeExtract %6[0 : i32] : vector<3xi32>
      %__builtin__LocalInvocationId___addr_2 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %8 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_2 : vector<3xi32>
      %9 = spirv.CompositeExtract %8[1 : i32] : vector<3xi32>
      %__builtin__LocalInvocationId___addr_3 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %10 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_3 : vector<3xi32>
      %11 = spirv.CompositeExtract %10[2 : i32] : vector<3xi32>
      %cst3_i32 = spirv.Constant 3 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst2_i32_4 = spirv.Constant 2 : i32
      %__builtin__NumWorkgroups___addr = spirv.mlir.addressof @__builtin__NumWorkgroups__ : !spirv.ptr<vector<3xi32>, Input>
      %12 = spirv.Load "Input" %__builtin__NumWorkgroups___addr : vector<3xi32>
      %13 = spirv.CompositeExtract %12[0 : i32] : vector<3xi32>
      %__builtin__NumWorkgroups___addr_5 = spirv.mlir.addressof @__builtin__NumWorkgroups__ : !spirv.ptr<vector<3xi32>, Input>
      %14 = spirv.Load "Input" %__builtin__NumWorkgroups___addr_5 : vector<3xi32>
      %15 = spirv.CompositeExtract %14[1 : i32] : vector<3xi32>
      %__builtin__GlobalInvocationId___addr = spirv.mlir.addressof @__builtin__GlobalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %16 = spirv.Load "Input" %__builtin__GlobalInvocationId___addr : vector<3xi32>
      %17 = spirv.CompositeExtract %16[0 : i32] : vector<3xi32>
      %__builtin__GlobalInvocationId___addr_6 = spirv.mlir.addressof @__builtin__GlobalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %18 = spirv.Load "Input" %__builtin__GlobalInvocationId___addr_6 : vector<3xi32>
      %19 = spirv.CompositeExtract %18[1 : i32] : vector<3xi32>
      %__builtin__GlobalInvocationId___addr_7 = spirv.mlir.addressof @__builtin__GlobalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %20 = spirv.Load "Input" %__builtin__GlobalInvocationId___addr_7 : vector<3xi32>
      %21 = spirv.CompositeExtract %20[2 : i32] : vector<3xi32>
      %cst6_i32 = spirv.Constant 6 : i32
      %cst10_i32 = spirv.Constant 10 : i32
      %cst36_i32 = spirv.Constant 36 : i32
      %cst100_i32 = spirv.Constant 100 : i32
      %22 = spirv.IMul %5, %cst100_i32 : i32
      %23 = spirv.IMul %3, %cst10_i32 : i32
      %24 = spirv.IAdd %22, %23 : i32
      %25 = spirv.IAdd %24, %1 : i32
      %cst0_i32 = spirv.Constant 0 : i32
      %cst0_i32_8 = spirv.Constant 0 : i32
      %cst36_i32_9 = spirv.Constant 36 : i32
      %26 = spirv.IMul %21, %cst36_i32_9 : i32
      %cst6_i32_10 = spirv.Constant 6 : i32
      %27 = spirv.IMul %19, %cst6_i32_10 : i32
      %28 = spirv.IAdd %27, %26 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %29 = spirv.IAdd %17, %28 : i32
      %30 = spirv.AccessChain %arg0[%cst0_i32, %29] : !spirv.ptr<!spirv.struct<(!spirv.array<72 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %30, %25 : i32
      %31 = spirv.IMul %11, %cst100_i32 : i32
      %32 = spirv.IMul %9, %cst10_i32 : i32
      %33 = spirv.IAdd %31, %32 : i32
      %34 = spirv.IAdd %33, %7 : i32
      %cst0_i32_11 = spirv.Constant 0 : i32
      %cst0_i32_12 = spirv.Constant 0 : i32
      %cst36_i32_13 = spirv.Constant 36 : i32
      %35 = spirv.IMul %21, %cst36_i32_13 : i32
      %cst6_i32_14 = spirv.Constant 6 : i32
      %36 = spirv.IMul %19, %cst6_i32_14 : i32
      %37 = spirv.IAdd %36, %35 : i32
      %cst1_i32_15 = spirv.Constant 1 : i32
      %38 = spirv.IAdd %17, %37 : i32
      %39 = spirv.AccessChain %arg1[%cst0_i32_11, %38] : !spirv.ptr<!spirv.struct<(!spirv.array<72 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %39, %34 : i32
      %40 = spirv.IMul %5, %15 : i32
      %41 = spirv.IAdd %40, %3 : i32
      %42 = spirv.IMul %41, %13 : i32
      %43 = spirv.IAdd %42, %1 : i32
      %44 = spirv.IMul %cst3_i32, %cst2_i32 : i32
      %45 = spirv.IMul %44, %cst2_i32_4 : i32
      %46 = spirv.IMul %11, %cst2_i32 : i32
      %47 = spirv.IAdd %46, %9 : i32
      %48 = spirv.IMul %47, %cst3_i32 : i32
      %49 = spirv.IAdd %48, %7 : i32
      %50 = spirv.IMul %43, %45 : i32
      %51 = spirv.IAdd %50, %49 : i32
      %52 = spirv.IMul %21, %cst36_i32 : i32
      %53 = spirv.IMul %19, %cst6_i32 : i32
      %54 = spirv.IAdd %52, %53 : i32
      %55 = spirv.IAdd %54, %17 : i32
      %cst0_i32_16 = spirv.Constant 0 : i32
      %cst0_i32_17 = spirv.Constant 0 : i32
      %cst1_i32_18 = spirv.Constant 1 : i32
      %56 = spirv.AccessChain %arg2[%cst0_i32_16, %51] : !spirv.ptr<!spirv.struct<(!spirv.array<72 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %56, %55 : i32
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @grid3(%arg0: memref<2x6x6xi32>, %arg1: memref<2x6x6xi32>, %arg2: memref<72xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [3, 2, 2]>} {
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %block_id_z = gpu.block_id  z
      %thread_id_x = gpu.thread_id  x
      %thread_id_y = gpu.thread_id  y
      %thread_id_z = gpu.thread_id  z
      %block_dim_x = gpu.block_dim  x
      %block_dim_y = gpu.block_dim  y
      %block_dim_z = gpu.block_dim  z
      %grid_dim_x = gpu.grid_dim  x
      %grid_dim_y = gpu.grid_dim  y
      %global_id_x = gpu.global_id  x
      %global_id_y = gpu.global_id  y
      %global_id_z = gpu.global_id  z
      %c6 = arith.constant 6 : index
      %c10 = arith.constant 10 : index
      %c36 = arith.constant 36 : index
      %c100 = arith.constant 100 : index
      %0 = arith.muli %block_id_z, %c100 : index
      %1 = arith.muli %block_id_y, %c10 : index
      %2 = arith.addi %0, %1 : index
      %3 = arith.addi %2, %block_id_x : index
      %4 = arith.index_cast %3 : index to i32
      memref.store %4, %arg0[%global_id_z, %global_id_y, %global_id_x] : memref<2x6x6xi32>
      %5 = arith.muli %thread_id_z, %c100 : index
      %6 = arith.muli %thread_id_y, %c10 : index
      %7 = arith.addi %5, %6 : index
      %8 = arith.addi %7, %thread_id_x : index
      %9 = arith.index_cast %8 : index to i32
      memref.store %9, %arg1[%global_id_z, %global_id_y, %global_id_x] : memref<2x6x6xi32>
      %10 = arith.muli %block_id_z, %grid_dim_y : index
      %11 = arith.addi %10, %block_id_y : index
      %12 = arith.muli %11, %grid_dim_x : index
      %13 = arith.addi %12, %block_id_x : index
      %14 = arith.muli %block_dim_x, %block_dim_y : index
      %15 = arith.muli %14, %block_dim_z : index
      %16 = arith.muli %thread_id_z, %block_dim_y : index
      %17 = arith.addi %16, %thread_id_y : index
      %18 = arith.muli %17, %block_dim_x : index
      %19 = arith.addi %18, %thread_id_x : index
      %20 = arith.muli %13, %15 : index
      %21 = arith.addi %20, %19 : index
      %22 = arith.muli %global_id_z, %c36 : index
      %23 = arith.muli %global_id_y, %c6 : index
      %24 = arith.addi %22, %23 : index
      %25 = arith.addi %24, %global_id_x : index
      %26 = arith.index_cast %25 : index to i32
      memref.store %26, %arg2[%21] : memref<72xi32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<2x6x6xi32>
    %alloc_0 = memref.alloc() : memref<2x6x6xi32>
    %alloc_1 = memref.alloc() : memref<72xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    gpu.launch_func  @kernels::@grid3 blocks in (%c2, %c3, %c1) threads in (%c3, %c2, %c2)  args(%alloc : memref<2x6x6xi32>, %alloc_0 : memref<2x6x6xi32>, %alloc_1 : memref<72xi32>)
    %cast = memref.cast %alloc : memref<2x6x6xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_2 = memref.cast %alloc_0 : memref<2x6x6xi32> to memref<*xi32>
    call @printMemrefI32(%cast_2) : (memref<*xi32>) -> ()
    %cast_3 = memref.cast %alloc_1 : memref<72xi32> to memref<*xi32>
    call @printMemrefI32(%cast_3) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

