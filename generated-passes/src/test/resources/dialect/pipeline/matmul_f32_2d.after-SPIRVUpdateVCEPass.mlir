// The IR of corpus program matmul_f32_2d after MLIR's SPIRVUpdateVCEPass in --test-spirv-cpu-runner-pipeline, recorded with
//   mlir-opt-22 --test-spirv-cpu-runner-pipeline --mlir-print-ir-after-all --mlir-print-op-generic matmul_f32_2d.mlir
// (the dump after that pass). Expected output matmul_f32_2d.after-SPIRVUpdateVCEPass.generic.expected recorded with
//   mlir-opt-22 --mlir-print-op-generic matmul_f32_2d.after-SPIRVUpdateVCEPass.mlir
"spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>, sym_name = "__spv__kernels", vce_triple = #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_variable_pointers]>}> ({
  "spirv.GlobalVariable"() <{binding = 0 : i32, descriptor_set = 0 : i32, sym_name = "matmul_arg_0", type = !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>}> : () -> ()
  "spirv.GlobalVariable"() <{binding = 1 : i32, descriptor_set = 0 : i32, sym_name = "matmul_arg_1", type = !spirv.ptr<!spirv.struct<(!spirv.array<15 x f32, stride=4> [0])>, StorageBuffer>}> : () -> ()
  "spirv.GlobalVariable"() <{binding = 2 : i32, descriptor_set = 0 : i32, sym_name = "matmul_arg_2", type = !spirv.ptr<!spirv.struct<(!spirv.array<20 x f32, stride=4> [0])>, StorageBuffer>}> : () -> ()
  "spirv.func"() <{function_control = #spirv.function_control<None>, function_type = () -> (), sym_name = "matmul"}> ({
    %0 = "spirv.mlir.addressof"() <{variable = @matmul_arg_0}> : () -> !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>
    %1 = "spirv.mlir.addressof"() <{variable = @matmul_arg_1}> : () -> !spirv.ptr<!spirv.struct<(!spirv.array<15 x f32, stride=4> [0])>, StorageBuffer>
    %2 = "spirv.mlir.addressof"() <{variable = @matmul_arg_2}> : () -> !spirv.ptr<!spirv.struct<(!spirv.array<20 x f32, stride=4> [0])>, StorageBuffer>
    %3 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
    %4 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
    %5 = "spirv.Constant"() <{value = 3 : i32}> : () -> i32
    %6 = "spirv.Constant"() <{value = 4 : i32}> : () -> i32
    %7 = "spirv.Constant"() <{value = 5 : i32}> : () -> i32
    %8 = "spirv.Constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %9 = "spirv.Constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    "spirv.mlir.loop"() <{loop_control = #spirv.loop_control<None>}> ({
      "spirv.Branch"(%3)[^bb1] : (i32) -> ()
    ^bb1(%72: i32):  // 2 preds: ^bb0, ^bb2
      %73 = "spirv.SLessThan"(%72, %6) : (i32, i32) -> i1
      "spirv.BranchConditional"(%73)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      "spirv.mlir.loop"() <{loop_control = #spirv.loop_control<None>}> ({
        "spirv.Branch"(%3)[^bb1] : (i32) -> ()
      ^bb1(%75: i32):  // 2 preds: ^bb0, ^bb2
        %76 = "spirv.SLessThan"(%75, %5) : (i32, i32) -> i1
        "spirv.BranchConditional"(%76)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
      ^bb2:  // pred: ^bb1
        %77 = "spirv.IAdd"(%72, %75) : (i32, i32) -> i32
        %78 = "spirv.ConvertSToF"(%77) : (i32) -> f32
        %79 = "spirv.FMul"(%78, %8) : (f32, f32) -> f32
        %80 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
        %81 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
        %82 = "spirv.Constant"() <{value = 3 : i32}> : () -> i32
        %83 = "spirv.IMul"(%72, %82) : (i32, i32) -> i32
        %84 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
        %85 = "spirv.IAdd"(%75, %83) : (i32, i32) -> i32
        %86 = "spirv.AccessChain"(%0, %80, %85) : (!spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<f32, StorageBuffer>
        "spirv.Store"(%86, %79) : (!spirv.ptr<f32, StorageBuffer>, f32) -> ()
        %87 = "spirv.IAdd"(%75, %4) : (i32, i32) -> i32
        "spirv.Branch"(%87)[^bb1] : (i32) -> ()
      ^bb3:  // pred: ^bb1
        "spirv.mlir.merge"() : () -> ()
      }) : () -> ()
      %74 = "spirv.IAdd"(%72, %4) : (i32, i32) -> i32
      "spirv.Branch"(%74)[^bb1] : (i32) -> ()
    ^bb3:  // pred: ^bb1
      "spirv.mlir.merge"() : () -> ()
    }) : () -> ()
    "spirv.mlir.loop"() <{loop_control = #spirv.loop_control<None>}> ({
      "spirv.Branch"(%3)[^bb1] : (i32) -> ()
    ^bb1(%55: i32):  // 2 preds: ^bb0, ^bb2
      %56 = "spirv.SLessThan"(%55, %5) : (i32, i32) -> i1
      "spirv.BranchConditional"(%56)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      "spirv.mlir.loop"() <{loop_control = #spirv.loop_control<None>}> ({
        "spirv.Branch"(%3)[^bb1] : (i32) -> ()
      ^bb1(%58: i32):  // 2 preds: ^bb0, ^bb2
        %59 = "spirv.SLessThan"(%58, %7) : (i32, i32) -> i1
        "spirv.BranchConditional"(%59)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
      ^bb2:  // pred: ^bb1
        %60 = "spirv.ConvertSToF"(%55) : (i32) -> f32
        %61 = "spirv.ConvertSToF"(%58) : (i32) -> f32
        %62 = "spirv.FMul"(%61, %9) : (f32, f32) -> f32
        %63 = "spirv.FSub"(%60, %62) : (f32, f32) -> f32
        %64 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
        %65 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
        %66 = "spirv.Constant"() <{value = 5 : i32}> : () -> i32
        %67 = "spirv.IMul"(%55, %66) : (i32, i32) -> i32
        %68 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
        %69 = "spirv.IAdd"(%58, %67) : (i32, i32) -> i32
        %70 = "spirv.AccessChain"(%1, %64, %69) : (!spirv.ptr<!spirv.struct<(!spirv.array<15 x f32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<f32, StorageBuffer>
        "spirv.Store"(%70, %63) : (!spirv.ptr<f32, StorageBuffer>, f32) -> ()
        %71 = "spirv.IAdd"(%58, %4) : (i32, i32) -> i32
        "spirv.Branch"(%71)[^bb1] : (i32) -> ()
      ^bb3:  // pred: ^bb1
        "spirv.mlir.merge"() : () -> ()
      }) : () -> ()
      %57 = "spirv.IAdd"(%55, %4) : (i32, i32) -> i32
      "spirv.Branch"(%57)[^bb1] : (i32) -> ()
    ^bb3:  // pred: ^bb1
      "spirv.mlir.merge"() : () -> ()
    }) : () -> ()
    "spirv.mlir.loop"() <{loop_control = #spirv.loop_control<None>}> ({
      "spirv.Branch"(%3)[^bb1] : (i32) -> ()
    ^bb1(%10: i32):  // 2 preds: ^bb0, ^bb2
      %11 = "spirv.SLessThan"(%10, %6) : (i32, i32) -> i1
      "spirv.BranchConditional"(%11)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      "spirv.mlir.loop"() <{loop_control = #spirv.loop_control<None>}> ({
        "spirv.Branch"(%3)[^bb1] : (i32) -> ()
      ^bb1(%13: i32):  // 2 preds: ^bb0, ^bb2
        %14 = "spirv.SLessThan"(%13, %7) : (i32, i32) -> i1
        "spirv.BranchConditional"(%14)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
      ^bb2:  // pred: ^bb1
        %15 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
        %16 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
        %17 = "spirv.Constant"() <{value = 5 : i32}> : () -> i32
        %18 = "spirv.IMul"(%10, %17) : (i32, i32) -> i32
        %19 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
        %20 = "spirv.IAdd"(%13, %18) : (i32, i32) -> i32
        %21 = "spirv.AccessChain"(%2, %15, %20) : (!spirv.ptr<!spirv.struct<(!spirv.array<20 x f32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<f32, StorageBuffer>
        %22 = "spirv.Load"(%21) : (!spirv.ptr<f32, StorageBuffer>) -> f32
        %23 = "spirv.Variable"() <{storage_class = #spirv.storage_class<Function>}> : () -> !spirv.ptr<f32, Function>
        "spirv.mlir.loop"() <{loop_control = #spirv.loop_control<None>}> ({
          "spirv.Branch"(%3, %22)[^bb1] : (i32, f32) -> ()
        ^bb1(%33: i32, %34: f32):  // 2 preds: ^bb0, ^bb2
          %35 = "spirv.SLessThan"(%33, %5) : (i32, i32) -> i1
          "spirv.BranchConditional"(%35)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
        ^bb2:  // pred: ^bb1
          %36 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
          %37 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
          %38 = "spirv.Constant"() <{value = 3 : i32}> : () -> i32
          %39 = "spirv.IMul"(%10, %38) : (i32, i32) -> i32
          %40 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
          %41 = "spirv.IAdd"(%33, %39) : (i32, i32) -> i32
          %42 = "spirv.AccessChain"(%0, %36, %41) : (!spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<f32, StorageBuffer>
          %43 = "spirv.Load"(%42) : (!spirv.ptr<f32, StorageBuffer>) -> f32
          %44 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
          %45 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
          %46 = "spirv.Constant"() <{value = 5 : i32}> : () -> i32
          %47 = "spirv.IMul"(%33, %46) : (i32, i32) -> i32
          %48 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
          %49 = "spirv.IAdd"(%13, %47) : (i32, i32) -> i32
          %50 = "spirv.AccessChain"(%1, %44, %49) : (!spirv.ptr<!spirv.struct<(!spirv.array<15 x f32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<f32, StorageBuffer>
          %51 = "spirv.Load"(%50) : (!spirv.ptr<f32, StorageBuffer>) -> f32
          %52 = "spirv.FMul"(%43, %51) : (f32, f32) -> f32
          %53 = "spirv.FAdd"(%34, %52) : (f32, f32) -> f32
          "spirv.Store"(%23, %53) : (!spirv.ptr<f32, Function>, f32) -> ()
          %54 = "spirv.IAdd"(%33, %4) : (i32, i32) -> i32
          "spirv.Branch"(%54, %53)[^bb1] : (i32, f32) -> ()
        ^bb3:  // pred: ^bb1
          "spirv.mlir.merge"() : () -> ()
        }) : () -> ()
        %24 = "spirv.Load"(%23) : (!spirv.ptr<f32, Function>) -> f32
        %25 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
        %26 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
        %27 = "spirv.Constant"() <{value = 5 : i32}> : () -> i32
        %28 = "spirv.IMul"(%10, %27) : (i32, i32) -> i32
        %29 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
        %30 = "spirv.IAdd"(%13, %28) : (i32, i32) -> i32
        %31 = "spirv.AccessChain"(%2, %25, %30) : (!spirv.ptr<!spirv.struct<(!spirv.array<20 x f32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<f32, StorageBuffer>
        "spirv.Store"(%31, %24) : (!spirv.ptr<f32, StorageBuffer>, f32) -> ()
        %32 = "spirv.IAdd"(%13, %4) : (i32, i32) -> i32
        "spirv.Branch"(%32)[^bb1] : (i32) -> ()
      ^bb3:  // pred: ^bb1
        "spirv.mlir.merge"() : () -> ()
      }) : () -> ()
      %12 = "spirv.IAdd"(%10, %4) : (i32, i32) -> i32
      "spirv.Branch"(%12)[^bb1] : (i32) -> ()
    ^bb3:  // pred: ^bb1
      "spirv.mlir.merge"() : () -> ()
    }) : () -> ()
    "spirv.Return"() : () -> ()
  }) {workgroup_attributions = 0 : i64} : () -> ()
  "spirv.EntryPoint"() <{execution_model = #spirv.execution_model<GLCompute>, fn = @matmul, interface = []}> : () -> ()
  "spirv.ExecutionMode"() <{execution_mode = #spirv.execution_mode<LocalSize>, fn = @matmul, values = [1 : i32, 1 : i32, 1 : i32]}> : () -> ()
}) : () -> ()
