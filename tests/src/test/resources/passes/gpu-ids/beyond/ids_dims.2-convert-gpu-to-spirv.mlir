module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.GlobalVariable @__builtin__GlobalInvocationId__ built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.GlobalVariable @__builtin__NumWorkgroups__ built_in("NumWorkgroups") : !spirv.ptr<vector<3xi32>, Input>
    spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.func @dims(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<48 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %arg1: !spirv.ptr<!spirv.struct<(!spirv.array<48 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [2, 2, 2]>, workgroup_attributions = 0 : i64} {
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
      %cst2_i32 = spirv.Constant 2 : i32
      %cst2_i32_4 = spirv.Constant 2 : i32
      %cst2_i32_5 = spirv.Constant 2 : i32
      %__builtin__NumWorkgroups___addr = spirv.mlir.addressof @__builtin__NumWorkgroups__ : !spirv.ptr<vector<3xi32>, Input>
      %12 = spirv.Load "Input" %__builtin__NumWorkgroups___addr : vector<3xi32>
      %13 = spirv.CompositeExtract %12[0 : i32] : vector<3xi32>
      %__builtin__NumWorkgroups___addr_6 = spirv.mlir.addressof @__builtin__NumWorkgroups__ : !spirv.ptr<vector<3xi32>, Input>
      %14 = spirv.Load "Input" %__builtin__NumWorkgroups___addr_6 : vector<3xi32>
      %15 = spirv.CompositeExtract %14[1 : i32] : vector<3xi32>
      %__builtin__NumWorkgroups___addr_7 = spirv.mlir.addressof @__builtin__NumWorkgroups__ : !spirv.ptr<vector<3xi32>, Input>
      %16 = spirv.Load "Input" %__builtin__NumWorkgroups___addr_7 : vector<3xi32>
      %17 = spirv.CompositeExtract %16[2 : i32] : vector<3xi32>
      %__builtin__GlobalInvocationId___addr = spirv.mlir.addressof @__builtin__GlobalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %18 = spirv.Load "Input" %__builtin__GlobalInvocationId___addr : vector<3xi32>
      %19 = spirv.CompositeExtract %18[0 : i32] : vector<3xi32>
      %__builtin__GlobalInvocationId___addr_8 = spirv.mlir.addressof @__builtin__GlobalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %20 = spirv.Load "Input" %__builtin__GlobalInvocationId___addr_8 : vector<3xi32>
      %21 = spirv.CompositeExtract %20[1 : i32] : vector<3xi32>
      %__builtin__GlobalInvocationId___addr_9 = spirv.mlir.addressof @__builtin__GlobalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %22 = spirv.Load "Input" %__builtin__GlobalInvocationId___addr_9 : vector<3xi32>
      %23 = spirv.CompositeExtract %22[2 : i32] : vector<3xi32>
      %cst10_i32 = spirv.Constant 10 : i32
      %cst100_i32 = spirv.Constant 100 : i32
      %cst1000_i32 = spirv.Constant 1000 : i32
      %cst10000_i32 = spirv.Constant 10000 : i32
      %cst100000_i32 = spirv.Constant 100000 : i32
      %24 = spirv.IMul %13, %cst2_i32 : i32
      %25 = spirv.IMul %15, %cst2_i32_4 : i32
      %26 = spirv.IMul %24, %25 : i32
      %27 = spirv.IMul %23, %26 : i32
      %28 = spirv.IMul %21, %24 : i32
      %29 = spirv.IAdd %27, %28 : i32
      %30 = spirv.IAdd %29, %19 : i32
      %31 = spirv.IMul %13, %cst100000_i32 : i32
      %32 = spirv.IMul %15, %cst10000_i32 : i32
      %33 = spirv.IMul %17, %cst1000_i32 : i32
      %34 = spirv.IMul %cst2_i32, %cst100_i32 : i32
      %35 = spirv.IMul %cst2_i32_4, %cst10_i32 : i32
      %36 = spirv.IAdd %31, %32 : i32
      %37 = spirv.IAdd %36, %33 : i32
      %38 = spirv.IAdd %37, %34 : i32
      %39 = spirv.IAdd %38, %35 : i32
      %40 = spirv.IAdd %39, %cst2_i32_5 : i32
      %cst0_i32 = spirv.Constant 0 : i32
      %cst0_i32_10 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %41 = spirv.AccessChain %arg0[%cst0_i32, %30] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %41, %40 : i32
      %42 = spirv.IMul %5, %15 : i32
      %43 = spirv.IAdd %42, %3 : i32
      %44 = spirv.IMul %43, %13 : i32
      %45 = spirv.IAdd %44, %1 : i32
      %46 = spirv.IMul %cst2_i32, %cst2_i32_4 : i32
      %47 = spirv.IMul %46, %cst2_i32_5 : i32
      %48 = spirv.IMul %11, %cst2_i32_4 : i32
      %49 = spirv.IAdd %48, %9 : i32
      %50 = spirv.IMul %49, %cst2_i32 : i32
      %51 = spirv.IAdd %50, %7 : i32
      %52 = spirv.IMul %45, %47 : i32
      %53 = spirv.IAdd %52, %51 : i32
      %cst0_i32_11 = spirv.Constant 0 : i32
      %cst0_i32_12 = spirv.Constant 0 : i32
      %cst1_i32_13 = spirv.Constant 1 : i32
      %54 = spirv.AccessChain %arg1[%cst0_i32_11, %30] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %54, %53 : i32
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @dims(%arg0: memref<48xi32>, %arg1: memref<48xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [2, 2, 2]>} {
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
      %grid_dim_z = gpu.grid_dim  z
      %global_id_x = gpu.global_id  x
      %global_id_y = gpu.global_id  y
      %global_id_z = gpu.global_id  z
      %c10 = arith.constant 10 : index
      %c100 = arith.constant 100 : index
      %c1000 = arith.constant 1000 : index
      %c10000 = arith.constant 10000 : index
      %c100000 = arith.constant 100000 : index
      %0 = arith.muli %grid_dim_x, %block_dim_x : index
      %1 = arith.muli %grid_dim_y, %block_dim_y : index
      %2 = arith.muli %0, %1 : index
      %3 = arith.muli %global_id_z, %2 : index
      %4 = arith.muli %global_id_y, %0 : index
      %5 = arith.addi %3, %4 : index
      %6 = arith.addi %5, %global_id_x : index
      %7 = arith.muli %grid_dim_x, %c100000 : index
      %8 = arith.muli %grid_dim_y, %c10000 : index
      %9 = arith.muli %grid_dim_z, %c1000 : index
      %10 = arith.muli %block_dim_x, %c100 : index
      %11 = arith.muli %block_dim_y, %c10 : index
      %12 = arith.addi %7, %8 : index
      %13 = arith.addi %12, %9 : index
      %14 = arith.addi %13, %10 : index
      %15 = arith.addi %14, %11 : index
      %16 = arith.addi %15, %block_dim_z : index
      %17 = arith.index_cast %16 : index to i32
      memref.store %17, %arg0[%6] : memref<48xi32>
      %18 = arith.muli %block_id_z, %grid_dim_y : index
      %19 = arith.addi %18, %block_id_y : index
      %20 = arith.muli %19, %grid_dim_x : index
      %21 = arith.addi %20, %block_id_x : index
      %22 = arith.muli %block_dim_x, %block_dim_y : index
      %23 = arith.muli %22, %block_dim_z : index
      %24 = arith.muli %thread_id_z, %block_dim_y : index
      %25 = arith.addi %24, %thread_id_y : index
      %26 = arith.muli %25, %block_dim_x : index
      %27 = arith.addi %26, %thread_id_x : index
      %28 = arith.muli %21, %23 : index
      %29 = arith.addi %28, %27 : index
      %30 = arith.index_cast %29 : index to i32
      memref.store %30, %arg1[%6] : memref<48xi32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<48xi32>
    %alloc_0 = memref.alloc() : memref<48xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    gpu.launch_func  @kernels::@dims blocks in (%c3, %c2, %c1) threads in (%c2, %c2, %c2)  args(%alloc : memref<48xi32>, %alloc_0 : memref<48xi32>)
    %cast = memref.cast %alloc : memref<48xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<48xi32> to memref<*xi32>
    call @printMemrefI32(%cast_1) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

