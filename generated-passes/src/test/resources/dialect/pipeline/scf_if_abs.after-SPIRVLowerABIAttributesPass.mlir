// The IR of corpus program scf_if_abs after MLIR's SPIRVLowerABIAttributesPass in --test-spirv-cpu-runner-pipeline, recorded with
//   mlir-opt-22 --test-spirv-cpu-runner-pipeline --mlir-print-ir-after-all --mlir-print-op-generic scf_if_abs.mlir
// (the dump after that pass). Expected output scf_if_abs.after-SPIRVLowerABIAttributesPass.generic.expected recorded with
//   mlir-opt-22 --mlir-print-op-generic scf_if_abs.after-SPIRVLowerABIAttributesPass.mlir
"spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>, sym_name = "__spv__kernels"}> ({
  "spirv.GlobalVariable"() <{binding = 0 : i32, descriptor_set = 0 : i32, sym_name = "absk_arg_0", type = !spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>}> : () -> ()
  "spirv.GlobalVariable"() <{binding = 1 : i32, descriptor_set = 0 : i32, sym_name = "absk_arg_1", type = !spirv.ptr<!spirv.struct<(!spirv.array<9 x f32, stride=4> [0])>, StorageBuffer>}> : () -> ()
  "spirv.GlobalVariable"() <{binding = 2 : i32, descriptor_set = 0 : i32, sym_name = "absk_arg_2", type = !spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>}> : () -> ()
  "spirv.func"() <{function_control = #spirv.function_control<None>, function_type = () -> (), sym_name = "absk"}> ({
    %0 = "spirv.mlir.addressof"() <{variable = @absk_arg_0}> : () -> !spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>
    %1 = "spirv.mlir.addressof"() <{variable = @absk_arg_1}> : () -> !spirv.ptr<!spirv.struct<(!spirv.array<9 x f32, stride=4> [0])>, StorageBuffer>
    %2 = "spirv.mlir.addressof"() <{variable = @absk_arg_2}> : () -> !spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>
    %3 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
    %4 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
    %5 = "spirv.Constant"() <{value = 9 : i32}> : () -> i32
    %6 = "spirv.Constant"() <{value = 4 : i32}> : () -> i32
    %7 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
    %8 = "spirv.Constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %9 = "spirv.Constant"() <{value = 1.250000e+00 : f32}> : () -> f32
    %10 = "spirv.Constant"() <{value = 99 : i32}> : () -> i32
    "spirv.mlir.loop"() <{loop_control = #spirv.loop_control<None>}> ({
      "spirv.Branch"(%3)[^bb1] : (i32) -> ()
    ^bb1(%11: i32):  // 2 preds: ^bb0, ^bb2
      %12 = "spirv.SLessThan"(%11, %5) : (i32, i32) -> i1
      "spirv.BranchConditional"(%12)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %13 = "spirv.ISub"(%11, %6) : (i32, i32) -> i32
      %14 = "spirv.SLessThan"(%13, %7) : (i32, i32) -> i1
      %15 = "spirv.Variable"() <{storage_class = #spirv.storage_class<Function>}> : () -> !spirv.ptr<i32, Function>
      "spirv.mlir.selection"() <{selection_control = #spirv.selection_control<None>}> ({
        "spirv.BranchConditional"(%14)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
      ^bb1:  // pred: ^bb0
        %39 = "spirv.ISub"(%7, %13) : (i32, i32) -> i32
        "spirv.Store"(%15, %39) : (!spirv.ptr<i32, Function>, i32) -> ()
        "spirv.Branch"()[^bb3] : () -> ()
      ^bb2:  // pred: ^bb0
        "spirv.Store"(%15, %13) : (!spirv.ptr<i32, Function>, i32) -> ()
        "spirv.Branch"()[^bb3] : () -> ()
      ^bb3:  // 2 preds: ^bb1, ^bb2
        "spirv.mlir.merge"() : () -> ()
      }) : () -> ()
      %16 = "spirv.Load"(%15) : (!spirv.ptr<i32, Function>) -> i32
      %17 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
      %18 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
      %19 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
      %20 = "spirv.AccessChain"(%0, %17, %11) : (!spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<i32, StorageBuffer>
      "spirv.Store"(%20, %16) : (!spirv.ptr<i32, StorageBuffer>, i32) -> ()
      %21 = "spirv.ConvertSToF"(%13) : (i32) -> f32
      %22 = "spirv.FMul"(%21, %9) : (f32, f32) -> f32
      %23 = "spirv.FOrdGreaterThan"(%22, %8) : (f32, f32) -> i1
      %24 = "spirv.Variable"() <{storage_class = #spirv.storage_class<Function>}> : () -> !spirv.ptr<f32, Function>
      "spirv.mlir.selection"() <{selection_control = #spirv.selection_control<None>}> ({
        "spirv.BranchConditional"(%23)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
      ^bb1:  // pred: ^bb0
        "spirv.Store"(%24, %8) : (!spirv.ptr<f32, Function>, f32) -> ()
        "spirv.Branch"()[^bb3] : () -> ()
      ^bb2:  // pred: ^bb0
        "spirv.Store"(%24, %22) : (!spirv.ptr<f32, Function>, f32) -> ()
        "spirv.Branch"()[^bb3] : () -> ()
      ^bb3:  // 2 preds: ^bb1, ^bb2
        "spirv.mlir.merge"() : () -> ()
      }) : () -> ()
      %25 = "spirv.Load"(%24) : (!spirv.ptr<f32, Function>) -> f32
      %26 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
      %27 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
      %28 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
      %29 = "spirv.AccessChain"(%1, %26, %11) : (!spirv.ptr<!spirv.struct<(!spirv.array<9 x f32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<f32, StorageBuffer>
      "spirv.Store"(%29, %25) : (!spirv.ptr<f32, StorageBuffer>, f32) -> ()
      %30 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
      %31 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
      %32 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
      %33 = "spirv.AccessChain"(%2, %30, %11) : (!spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<i32, StorageBuffer>
      "spirv.Store"(%33, %7) : (!spirv.ptr<i32, StorageBuffer>, i32) -> ()
      "spirv.mlir.selection"() <{selection_control = #spirv.selection_control<None>}> ({
        "spirv.BranchConditional"(%14)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
      ^bb1:  // pred: ^bb0
        %35 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
        %36 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
        %37 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
        %38 = "spirv.AccessChain"(%2, %35, %11) : (!spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<i32, StorageBuffer>
        "spirv.Store"(%38, %10) : (!spirv.ptr<i32, StorageBuffer>, i32) -> ()
        "spirv.Branch"()[^bb2] : () -> ()
      ^bb2:  // 2 preds: ^bb0, ^bb1
        "spirv.mlir.merge"() : () -> ()
      }) : () -> ()
      %34 = "spirv.IAdd"(%11, %4) : (i32, i32) -> i32
      "spirv.Branch"(%34)[^bb1] : (i32) -> ()
    ^bb3:  // pred: ^bb1
      "spirv.mlir.merge"() : () -> ()
    }) : () -> ()
    "spirv.Return"() : () -> ()
  }) {workgroup_attributions = 0 : i64} : () -> ()
  "spirv.EntryPoint"() <{execution_model = #spirv.execution_model<GLCompute>, fn = @absk, interface = []}> : () -> ()
  "spirv.ExecutionMode"() <{execution_mode = #spirv.execution_mode<LocalSize>, fn = @absk, values = [1 : i32, 1 : i32, 1 : i32]}> : () -> ()
}) : () -> ()
