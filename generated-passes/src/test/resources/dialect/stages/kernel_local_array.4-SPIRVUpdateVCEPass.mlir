spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @local_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @local_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<18 x i32, stride=4> [0])>, StorageBuffer>
  spirv.func @local() "None" attributes {workgroup_attributions = 0 : i64} {
    %local_arg_0_addr = spirv.mlir.addressof @local_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>
    %local_arg_1_addr = spirv.mlir.addressof @local_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<18 x i32, stride=4> [0])>, StorageBuffer>
    %cst0_i32 = spirv.Constant 0 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %cst3_i32 = spirv.Constant 3 : i32
    %cst5_i32 = spirv.Constant 5 : i32
    %cst6_i32 = spirv.Constant 6 : i32
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32 : i32)
    ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
      %1 = spirv.SLessThan %0, %cst3_i32 : i32
      spirv.BranchConditional %1, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %2 = spirv.Variable : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32>)>, Function>
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb2
        %5 = spirv.SLessThan %4, %cst6_i32 : i32
        spirv.BranchConditional %5, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %cst0_i32_0 = spirv.Constant 0 : i32
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst1_i32_2 = spirv.Constant 1 : i32
        %6 = spirv.AccessChain %local_arg_0_addr[%cst0_i32_0, %4] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        %7 = spirv.Load "StorageBuffer" %6 : i32
        %8 = spirv.ISub %cst5_i32, %4 : i32
        %9 = spirv.IAdd %7, %0 : i32
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst1_i32_5 = spirv.Constant 1 : i32
        %10 = spirv.AccessChain %2[%cst0_i32_3, %8] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32>)>, Function>, i32, i32 -> !spirv.ptr<i32, Function>
        spirv.Store "Function" %10, %9 : i32
        %11 = spirv.IAdd %4, %cst1_i32 : i32
        spirv.Branch ^bb1(%11 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb2
        %5 = spirv.SLessThan %4, %cst6_i32 : i32
        spirv.BranchConditional %5, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %cst0_i32_0 = spirv.Constant 0 : i32
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst1_i32_2 = spirv.Constant 1 : i32
        %6 = spirv.AccessChain %2[%cst0_i32_0, %4] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32>)>, Function>, i32, i32 -> !spirv.ptr<i32, Function>
        %7 = spirv.Load "Function" %6 : i32
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst6_i32_5 = spirv.Constant 6 : i32
        %8 = spirv.IMul %0, %cst6_i32_5 : i32
        %cst1_i32_6 = spirv.Constant 1 : i32
        %9 = spirv.IAdd %4, %8 : i32
        %10 = spirv.AccessChain %local_arg_1_addr[%cst0_i32_3, %9] : !spirv.ptr<!spirv.struct<(!spirv.array<18 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %10, %7 : i32
        %11 = spirv.IAdd %4, %cst1_i32 : i32
        spirv.Branch ^bb1(%11 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      %3 = spirv.IAdd %0, %cst1_i32 : i32
      spirv.Branch ^bb1(%3 : i32)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @local
  spirv.ExecutionMode @local "LocalSize", 1, 1, 1
}
