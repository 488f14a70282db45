module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.GlobalVariable @__builtin__GlobalInvocationId__ built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.func @grid2(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<48 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %arg1: !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 2, 1]>, workgroup_attributions = 0 : i64} {
      %__builtin__GlobalInvocationId___addr = spirv.mlir.addressof @__builtin__GlobalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %0 = spirv.Load "Input" %__builtin__GlobalInvocationId___addr : vector<3xi32>
      %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
      %__builtin__GlobalInvocationId___addr_0 = spirv.mlir.addressof @__builtin__GlobalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %2 = spirv.Load "Input" %__builtin__GlobalInvocationId___addr_0 : vector<3xi32>
      %3 = spirv.CompositeExtract %2[1 : i32] : vector<3xi32>
      %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
      %4 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
      %5 = spirv.CompositeExtract %4[0 : i32] : vector<3xi32>
      %__builtin__WorkgroupId___addr_1 = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
      %6 = spirv.Load "Input" %__builtin__WorkgroupId___addr_1 : vector<3xi32>
      %7 = spirv.CompositeExtract %6[1 : i32] : vector<3xi32>
      %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %8 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
      %9 = spirv.CompositeExtract %8[0 : i32] : vector<3xi32>
      %__builtin__LocalInvocationId___addr_2 = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %10 = spirv.Load "Input" %__builtin__LocalInvocationId___addr_2 : vector<3xi32>
      %11 = spirv.CompositeExtract %10[1 : i32] : vector<3xi32>
      %cst4_i32 = spirv.Constant 4 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst10_i32 = spirv.Constant 10 : i32
      %cst100_i32 = spirv.Constant 100 : i32
      %cst_f32 = spirv.Constant 1.250000e-01 : f32
      %12 = spirv.IMul %3, %cst100_i32 : i32
      %13 = spirv.IAdd %12, %1 : i32
      %cst0_i32 = spirv.Constant 0 : i32
      %cst0_i32_3 = spirv.Constant 0 : i32
      %cst8_i32 = spirv.Constant 8 : i32
      %14 = spirv.IMul %3, %cst8_i32 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %15 = spirv.IAdd %1, %14 : i32
      %16 = spirv.AccessChain %arg0[%cst0_i32, %15] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %16, %13 : i32
      %17 = spirv.IMul %7, %cst2_i32 : i32
      %18 = spirv.IAdd %17, %11 : i32
      %19 = spirv.IMul %5, %cst4_i32 : i32
      %20 = spirv.IAdd %19, %9 : i32
      %21 = spirv.IMul %5, %cst10_i32 : i32
      %22 = spirv.IAdd %21, %7 : i32
      %23 = spirv.IMul %9, %cst10_i32 : i32
      %24 = spirv.IAdd %23, %11 : i32
      %25 = spirv.ConvertSToF %22 : i32 to f32
      %26 = spirv.ConvertSToF %24 : i32 to f32
      %27 = spirv.FMul %26, %cst_f32 : f32
      %28 = spirv.FAdd %25, %27 : f32
      %cst0_i32_4 = spirv.Constant 0 : i32
      %cst0_i32_5 = spirv.Constant 0 : i32
      %cst8_i32_6 = spirv.Constant 8 : i32
      %29 = spirv.IMul %18, %cst8_i32_6 : i32
      %cst1_i32_7 = spirv.Constant 1 : i32
      %30 = spirv.IAdd %20, %29 : i32
      %31 = spirv.AccessChain %arg1[%cst0_i32_4, %30] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %31, %28 : f32
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @grid2(%arg0: memref<6x8xi32>, %arg1: memref<6x8xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 2, 1]>} {
      %global_id_x = gpu.global_id  x
      %global_id_y = gpu.global_id  y
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %thread_id_x = gpu.thread_id  x
      %thread_id_y = gpu.thread_id  y
      %block_dim_x = gpu.block_dim  x
      %block_dim_y = gpu.block_dim  y
      %c10 = arith.constant 10 : index
      %c100 = arith.constant 100 : index
      %cst = arith.constant 1.250000e-01 : f32
      %0 = arith.muli %global_id_y, %c100 : index
      %1 = arith.addi %0, %global_id_x : index
      %2 = arith.index_cast %1 : index to i32
      memref.store %2, %arg0[%global_id_y, %global_id_x] : memref<6x8xi32>
      %3 = arith.muli %block_id_y, %block_dim_y : index
      %4 = arith.addi %3, %thread_id_y : index
      %5 = arith.muli %block_id_x, %block_dim_x : index
      %6 = arith.addi %5, %thread_id_x : index
      %7 = arith.muli %block_id_x, %c10 : index
      %8 = arith.addi %7, %block_id_y : index
      %9 = arith.muli %thread_id_x, %c10 : index
      %10 = arith.addi %9, %thread_id_y : index
      %11 = arith.index_cast %8 : index to i32
      %12 = arith.index_cast %10 : index to i32
      %13 = arith.sitofp %11 : i32 to f32
      %14 = arith.sitofp %12 : i32 to f32
      %15 = arith.mulf %14, %cst : f32
      %16 = arith.addf %13, %15 : f32
      memref.store %16, %arg1[%4, %6] : memref<6x8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<6x8xi32>
    %alloc_0 = memref.alloc() : memref<6x8xf32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func  @kernels::@grid2 blocks in (%c2, %c3, %c1) threads in (%c4, %c2, %c1)  args(%alloc : memref<6x8xi32>, %alloc_0 : memref<6x8xf32>)
    %cast = memref.cast %alloc : memref<6x8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<6x8xf32> to memref<*xf32>
    call @printMemrefF32(%cast_1) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

