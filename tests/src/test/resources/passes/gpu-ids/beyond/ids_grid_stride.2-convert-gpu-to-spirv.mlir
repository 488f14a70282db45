module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.GlobalVariable @__builtin__NumWorkgroups__ built_in("NumWorkgroups") : !spirv.ptr<vector<3xi32>, Input>
    spirv.GlobalVariable @__builtin__GlobalInvocationId__ built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.func @stride(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<20 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %arg1: !spirv.ptr<!spirv.struct<(!spirv.array<20 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>, workgroup_attributions = 0 : i64} {
      %__builtin__GlobalInvocationId___addr = spirv.mlir.addressof @__builtin__GlobalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %0 = spirv.Load "Input" %__builtin__GlobalInvocationId___addr : vector<3xi32>
      %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
      %__builtin__NumWorkgroups___addr = spirv.mlir.addressof @__builtin__NumWorkgroups__ : !spirv.ptr<vector<3xi32>, Input>
      %2 = spirv.Load "Input" %__builtin__NumWorkgroups___addr : vector<3xi32>
      %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
      %cst4_i32 = spirv.Constant 4 : i32
      %4 = spirv.IMul %3, %cst4_i32 : i32
      %cst20_i32 = spirv.Constant 20 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%1 : i32)
      ^bb1(%5: i32):  // 2 preds: ^bb0, ^bb2
        %6 = spirv.SLessThan %5, %cst20_i32 : i32
        spirv.BranchConditional %6, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %7 = spirv.IMul %5, %5 : i32
        %cst0_i32 = spirv.Constant 0 : i32
        %cst0_i32_0 = spirv.Constant 0 : i32
        %cst1_i32 = spirv.Constant 1 : i32
        %8 = spirv.AccessChain %arg0[%cst0_i32, %5] : !spirv.ptr<!spirv.struct<(!spirv.array<20 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %8, %7 : i32
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst0_i32_2 = spirv.Constant 0 : i32
        %cst1_i32_3 = spirv.Constant 1 : i32
        %9 = spirv.AccessChain %arg1[%cst0_i32_1, %5] : !spirv.ptr<!spirv.struct<(!spirv.array<20 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %9, %1 : i32
        %10 = spirv.IAdd %5, %4 : i32
        spirv.Branch ^bb1(%10 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @stride(%arg0: memref<20xi32>, %arg1: memref<20xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %global_id_x = gpu.global_id  x
      %grid_dim_x = gpu.grid_dim  x
      %block_dim_x = gpu.block_dim  x
      %0 = arith.muli %grid_dim_x, %block_dim_x : index
      %c20 = arith.constant 20 : index
      %1 = arith.index_cast %global_id_x : index to i32
      scf.for %arg2 = %global_id_x to %c20 step %0 {
        %2 = arith.index_cast %arg2 : index to i32
        %3 = arith.muli %2, %2 : i32
        memref.store %3, %arg0[%arg2] : memref<20xi32>
        memref.store %1, %arg1[%arg2] : memref<20xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<20xi32>
    %alloc_0 = memref.alloc() : memref<20xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func  @kernels::@stride blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)  args(%alloc : memref<20xi32>, %alloc_0 : memref<20xi32>)
    %cast = memref.cast %alloc : memref<20xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<20xi32> to memref<*xi32>
    call @printMemrefI32(%cast_1) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

