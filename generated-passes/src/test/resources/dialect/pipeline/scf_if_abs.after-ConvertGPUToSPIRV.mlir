// The IR of corpus program scf_if_abs after MLIR's ConvertGPUToSPIRV in --test-spirv-cpu-runner-pipeline, recorded with
//   mlir-opt-22 --test-spirv-cpu-runner-pipeline --mlir-print-ir-after-all --mlir-print-op-generic scf_if_abs.mlir
// (the dump after that pass). Expected output scf_if_abs.after-ConvertGPUToSPIRV.generic.expected recorded with
//   mlir-opt-22 --mlir-print-op-generic scf_if_abs.after-ConvertGPUToSPIRV.mlir
"builtin.module"() ({
  "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>, sym_name = "__spv__kernels"}> ({
    "spirv.func"() <{arg_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}, {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 2)>}], function_control = #spirv.function_control<None>, function_type = (!spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>, !spirv.ptr<!spirv.struct<(!spirv.array<9 x f32, stride=4> [0])>, StorageBuffer>, !spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>) -> (), sym_name = "absk"}> ({
    ^bb0(%arg4: !spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>, %arg5: !spirv.ptr<!spirv.struct<(!spirv.array<9 x f32, stride=4> [0])>, StorageBuffer>, %arg6: !spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>):
      %24 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
      %25 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
      %26 = "spirv.Constant"() <{value = 9 : i32}> : () -> i32
      %27 = "spirv.Constant"() <{value = 4 : i32}> : () -> i32
      %28 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
      %29 = "spirv.Constant"() <{value = 2.500000e+00 : f32}> : () -> f32
      %30 = "spirv.Constant"() <{value = 1.250000e+00 : f32}> : () -> f32
      %31 = "spirv.Constant"() <{value = 99 : i32}> : () -> i32
      "spirv.mlir.loop"() <{loop_control = #spirv.loop_control<None>}> ({
        "spirv.Branch"(%24)[^bb1] : (i32) -> ()
      ^bb1(%32: i32):  // 2 preds: ^bb0, ^bb2
        %33 = "spirv.SLessThan"(%32, %26) : (i32, i32) -> i1
        "spirv.BranchConditional"(%33)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
      ^bb2:  // pred: ^bb1
        %34 = "spirv.ISub"(%32, %27) : (i32, i32) -> i32
        %35 = "spirv.SLessThan"(%34, %28) : (i32, i32) -> i1
        %36 = "spirv.Variable"() <{storage_class = #spirv.storage_class<Function>}> : () -> !spirv.ptr<i32, Function>
        "spirv.mlir.selection"() <{selection_control = #spirv.selection_control<None>}> ({
          "spirv.BranchConditional"(%35)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
        ^bb1:  // pred: ^bb0
          %60 = "spirv.ISub"(%28, %34) : (i32, i32) -> i32
          "spirv.Store"(%36, %60) : (!spirv.ptr<i32, Function>, i32) -> ()
          "spirv.Branch"()[^bb3] : () -> ()
        ^bb2:  // pred: ^bb0
          "spirv.Store"(%36, %34) : (!spirv.ptr<i32, Function>, i32) -> ()
          "spirv.Branch"()[^bb3] : () -> ()
        ^bb3:  // 2 preds: ^bb1, ^bb2
          "spirv.mlir.merge"() : () -> ()
        }) : () -> ()
        %37 = "spirv.Load"(%36) : (!spirv.ptr<i32, Function>) -> i32
        %38 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
        %39 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
        %40 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
        %41 = "spirv.AccessChain"(%arg4, %38, %32) : (!spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<i32, StorageBuffer>
        "spirv.Store"(%41, %37) : (!spirv.ptr<i32, StorageBuffer>, i32) -> ()
        %42 = "spirv.ConvertSToF"(%34) : (i32) -> f32
        %43 = "spirv.FMul"(%42, %30) : (f32, f32) -> f32
        %44 = "spirv.FOrdGreaterThan"(%43, %29) : (f32, f32) -> i1
        %45 = "spirv.Variable"() <{storage_class = #spirv.storage_class<Function>}> : () -> !spirv.ptr<f32, Function>
        "spirv.mlir.selection"() <{selection_control = #spirv.selection_control<None>}> ({
          "spirv.BranchConditional"(%44)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
        ^bb1:  // pred: ^bb0
          "spirv.Store"(%45, %29) : (!spirv.ptr<f32, Function>, f32) -> ()
          "spirv.Branch"()[^bb3] : () -> ()
        ^bb2:  // pred: ^bb0
          "spirv.Store"(%45, %43) : (!spirv.ptr<f32, Function>, f32) -> ()
          "spirv.Branch"()[^bb3] : () -> ()
        ^bb3:  // 2 preds: ^bb1, ^bb2
          "spirv.mlir.merge"() : () -> ()
        }) : () -> ()
        %46 = "spirv.Load"(%45) : (!spirv.ptr<f32, Function>) -> f32
        %47 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
        %48 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
        %49 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
        %50 = "spirv.AccessChain"(%arg5, %47, %32) : (!spirv.ptr<!spirv.struct<(!spirv.array<9 x f32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<f32, StorageBuffer>
        "spirv.Store"(%50, %46) : (!spirv.ptr<f32, StorageBuffer>, f32) -> ()
        %51 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
        %52 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
        %53 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
        %54 = "spirv.AccessChain"(%arg6, %51, %32) : (!spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<i32, StorageBuffer>
        "spirv.Store"(%54, %28) : (!spirv.ptr<i32, StorageBuffer>, i32) -> ()
        "spirv.mlir.selection"() <{selection_control = #spirv.selection_control<None>}> ({
          "spirv.BranchConditional"(%35)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
        ^bb1:  // pred: ^bb0
          %56 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
          %57 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
          %58 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
          %59 = "spirv.AccessChain"(%arg6, %56, %32) : (!spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<i32, StorageBuffer>
          "spirv.Store"(%59, %31) : (!spirv.ptr<i32, StorageBuffer>, i32) -> ()
          "spirv.Branch"()[^bb2] : () -> ()
        ^bb2:  // 2 preds: ^bb0, ^bb1
          "spirv.mlir.merge"() : () -> ()
        }) : () -> ()
        %55 = "spirv.IAdd"(%32, %25) : (i32, i32) -> i32
        "spirv.Branch"(%55)[^bb1] : (i32) -> ()
      ^bb3:  // pred: ^bb1
        "spirv.mlir.merge"() : () -> ()
      }) : () -> ()
      "spirv.Return"() : () -> ()
    }) {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<9xi32>, memref<9xf32>, memref<9xi32>) -> ()}> ({
    ^bb0(%arg0: memref<9xi32>, %arg1: memref<9xf32>, %arg2: memref<9xi32>):
      %7 = "arith.constant"() <{value = 0 : index}> : () -> index
      %8 = "arith.constant"() <{value = 1 : index}> : () -> index
      %9 = "arith.constant"() <{value = 9 : index}> : () -> index
      %10 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %11 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %12 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
      %13 = "arith.constant"() <{value = 1.250000e+00 : f32}> : () -> f32
      %14 = "arith.constant"() <{value = 99 : i32}> : () -> i32
      "scf.for"(%7, %9, %8) ({
      ^bb0(%arg3: index):
        %15 = "arith.index_cast"(%arg3) : (index) -> i32
        %16 = "arith.subi"(%15, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %17 = "arith.cmpi"(%16, %11) <{predicate = 2 : i64}> : (i32, i32) -> i1
        %18 = "scf.if"(%17) ({
          %23 = "arith.subi"(%11, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "scf.yield"(%23) : (i32) -> ()
        }, {
          "scf.yield"(%16) : (i32) -> ()
        }) : (i1) -> i32
        "memref.store"(%18, %arg0, %arg3) : (i32, memref<9xi32>, index) -> ()
        %19 = "arith.sitofp"(%16) : (i32) -> f32
        %20 = "arith.mulf"(%19, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %21 = "arith.cmpf"(%20, %12) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
        %22 = "scf.if"(%21) ({
          "scf.yield"(%12) : (f32) -> ()
        }, {
          "scf.yield"(%20) : (f32) -> ()
        }) : (i1) -> f32
        "memref.store"(%22, %arg1, %arg3) : (f32, memref<9xf32>, index) -> ()
        "memref.store"(%11, %arg2, %arg3) : (i32, memref<9xi32>, index) -> ()
        "scf.if"(%17) ({
          "memref.store"(%14, %arg2, %arg3) : (i32, memref<9xi32>, index) -> ()
          "scf.yield"() : () -> ()
        }, {
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "absk", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<9xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<9xf32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<9xi32>
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%3, %3, %3, %3, %3, %3, %0, %1, %2) <{kernel = @kernels::@absk, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, memref<9xi32>, memref<9xf32>, memref<9xi32>) -> ()
    %4 = "memref.cast"(%0) : (memref<9xi32>) -> memref<*xi32>
    "func.call"(%4) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %5 = "memref.cast"(%1) : (memref<9xf32>) -> memref<*xf32>
    "func.call"(%5) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    %6 = "memref.cast"(%2) : (memref<9xi32>) -> memref<*xi32>
    "func.call"(%6) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()
