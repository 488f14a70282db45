spirv.module @__spv__kernels Logical GLSL450 {
  spirv.GlobalVariable @casts_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @casts_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>
  spirv.func @casts() "None" attributes {workgroup_attributions = 0 : i64} {
    %casts_arg_0_addr = spirv.mlir.addressof @casts_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>
    %casts_arg_1_addr = spirv.mlir.addressof @casts_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>
    %cst0_i32 = spirv.Constant 0 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %cst6_i32 = spirv.Constant 6 : i32
    %cst7_i32 = spirv.Constant 7 : i32
    %cst20_i32 = spirv.Constant 20 : i32
    %cst_f32 = spirv.Constant 1.750000e+00 : f32
    %cst_f32_0 = spirv.Constant 5.000000e-01 : f32
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32 : i32)
    ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
      %1 = spirv.SLessThan %0, %cst6_i32 : i32
      spirv.BranchConditional %1, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %2 = spirv.IMul %0, %cst7_i32 : i32
      %3 = spirv.ISub %2, %cst20_i32 : i32
      %4 = spirv.ConvertSToF %3 : i32 to f32
      %cst0_i32_1 = spirv.Constant 0 : i32
      %cst0_i32_2 = spirv.Constant 0 : i32
      %cst6_i32_3 = spirv.Constant 6 : i32
      %cst0_i32_4 = spirv.Constant 0 : i32
      %cst1_i32_5 = spirv.Constant 1 : i32
      %5 = spirv.AccessChain %casts_arg_0_addr[%cst0_i32_1, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %5, %4 : f32
      %6 = spirv.ConvertUToF %3 : i32 to f32
      %cst0_i32_6 = spirv.Constant 0 : i32
      %cst0_i32_7 = spirv.Constant 0 : i32
      %cst6_i32_8 = spirv.Constant 6 : i32
      %cst6_i32_9 = spirv.Constant 6 : i32
      %cst1_i32_10 = spirv.Constant 1 : i32
      %7 = spirv.IAdd %0, %cst6_i32_9 : i32
      %8 = spirv.AccessChain %casts_arg_0_addr[%cst0_i32_6, %7] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %8, %6 : f32
      %9 = spirv.FMul %4, %cst_f32 : f32
      %10 = spirv.FAdd %9, %cst_f32_0 : f32
      %11 = spirv.ConvertFToS %10 : f32 to i32
      %cst0_i32_11 = spirv.Constant 0 : i32
      %cst0_i32_12 = spirv.Constant 0 : i32
      %cst6_i32_13 = spirv.Constant 6 : i32
      %cst0_i32_14 = spirv.Constant 0 : i32
      %cst1_i32_15 = spirv.Constant 1 : i32
      %12 = spirv.AccessChain %casts_arg_1_addr[%cst0_i32_11, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %12, %11 : i32
      %13 = spirv.FMul %10, %10 : f32
      %14 = spirv.ConvertFToU %13 : f32 to i32
      %cst0_i32_16 = spirv.Constant 0 : i32
      %cst0_i32_17 = spirv.Constant 0 : i32
      %cst6_i32_18 = spirv.Constant 6 : i32
      %cst6_i32_19 = spirv.Constant 6 : i32
      %cst1_i32_20 = spirv.Constant 1 : i32
      %15 = spirv.IAdd %0, %cst6_i32_19 : i32
      %16 = spirv.AccessChain %casts_arg_1_addr[%cst0_i32_16, %15] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %16, %14 : i32
      %17 = spirv.IAdd %0, %cst1_i32 : i32
      spirv.Branch ^bb1(%17 : i32)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @casts
  spirv.ExecutionMode @casts "LocalSize", 1, 1, 1
}
