module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.func @diverge(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<32 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 1, 1]>, workgroup_attributions = 0 : i64} {
      %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
      %0 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
      %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
      %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
      %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
      %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
      %4 = spirv.ConvertSToF %1 : i32 to f32
      %5 = spirv.ConvertSToF %3 : i32 to f32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst0_i32 = spirv.Constant 0 : i32
      %6 = spirv.BitwiseAnd %3, %cst1_i32 : i32
      %7 = spirv.IEqual %6, %cst0_i32 : i32
      %8 = spirv.Variable : !spirv.ptr<f32, Function>
      spirv.mlir.selection {
        spirv.BranchConditional %7, ^bb1, ^bb2
      ^bb1:  // pred: ^bb0
        %cst_f32 = spirv.Constant 1.500000e+00 : f32
        %13 = spirv.FMul %5, %cst_f32 : f32
        %14 = spirv.FAdd %13, %4 : f32
        spirv.Store "Function" %8, %14 : f32
        spirv.Branch ^bb3
      ^bb2:  // pred: ^bb0
        %cst_f32_3 = spirv.Constant 2.500000e-01 : f32
        %15 = spirv.FNegate %4 : f32
        %16 = spirv.FMul %5, %cst_f32_3 : f32
        %17 = spirv.FSub %15, %16 : f32
        spirv.Store "Function" %8, %17 : f32
        spirv.Branch ^bb3
      ^bb3:  // 2 preds: ^bb1, ^bb2
        spirv.mlir.merge
      }
      %9 = spirv.Load "Function" %8 : f32
      %cst0_i32_0 = spirv.Constant 0 : i32
      %cst0_i32_1 = spirv.Constant 0 : i32
      %cst8_i32 = spirv.Constant 8 : i32
      %10 = spirv.IMul %1, %cst8_i32 : i32
      %cst1_i32_2 = spirv.Constant 1 : i32
      %11 = spirv.IAdd %3, %10 : i32
      %12 = spirv.AccessChain %arg0[%cst0_i32_0, %11] : !spirv.ptr<!spirv.struct<(!spirv.array<32 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %12, %9 : f32
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @diverge(%arg0: memref<4x8xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 1, 1]>} {
      %block_id_x = gpu.block_id  x
      %thread_id_x = gpu.thread_id  x
      %0 = arith.index_cast %block_id_x : index to i32
      %1 = arith.index_cast %thread_id_x : index to i32
      %2 = arith.sitofp %0 : i32 to f32
      %3 = arith.sitofp %1 : i32 to f32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %4 = arith.andi %1, %c1_i32 : i32
      %5 = arith.cmpi eq, %4, %c0_i32 : i32
      %6 = scf.if %5 -> (f32) {
        %cst = arith.constant 1.500000e+00 : f32
        %7 = arith.mulf %3, %cst : f32
        %8 = arith.addf %7, %2 : f32
        scf.yield %8 : f32
      } else {
        %cst = arith.constant 2.500000e-01 : f32
        %7 = arith.negf %2 : f32
        %8 = arith.mulf %cst, %3 : f32
        %9 = arith.subf %7, %8 : f32
        scf.yield %9 : f32
      }
      memref.store %6, %arg0[%block_id_x, %thread_id_x] : memref<4x8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4x8xf32>
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func  @kernels::@diverge blocks in (%c4, %c1, %c1) threads in (%c8, %c1, %c1)  args(%alloc : memref<4x8xf32>)
    %cast = memref.cast %alloc : memref<4x8xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

