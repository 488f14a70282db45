// The IR of corpus program matmul_f32_2d after MLIR's ConvertGPUToSPIRV in --test-spirv-cpu-runner-pipeline, recorded with
//   mlir-opt-22 --test-spirv-cpu-runner-pipeline --mlir-print-ir-after-all --mlir-print-op-generic matmul_f32_2d.mlir
// (the dump after that pass). Expected output matmul_f32_2d.after-ConvertGPUToSPIRV.generic.expected recorded with
//   mlir-opt-22 --mlir-print-op-generic matmul_f32_2d.after-ConvertGPUToSPIRV.mlir
"builtin.module"() ({
  "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>, sym_name = "__spv__kernels"}> ({
    "spirv.func"() <{arg_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}, {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 2)>}], function_control = #spirv.function_control<None>, function_type = (!spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>, !spirv.ptr<!spirv.struct<(!spirv.array<15 x f32, stride=4> [0])>, StorageBuffer>, !spirv.ptr<!spirv.struct<(!spirv.array<20 x f32, stride=4> [0])>, StorageBuffer>) -> (), sym_name = "matmul"}> ({
    ^bb0(%arg11: !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>, %arg12: !spirv.ptr<!spirv.struct<(!spirv.array<15 x f32, stride=4> [0])>, StorageBuffer>, %arg13: !spirv.ptr<!spirv.struct<(!spirv.array<20 x f32, stride=4> [0])>, StorageBuffer>):
      %31 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
      %32 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
      %33 = "spirv.Constant"() <{value = 3 : i32}> : () -> i32
      %34 = "spirv.Constant"() <{value = 4 : i32}> : () -> i32
      %35 = "spirv.Constant"() <{value = 5 : i32}> : () -> i32
      %36 = "spirv.Constant"() <{value = 5.000000e-01 : f32}> : () -> f32
      %37 = "spirv.Constant"() <{value = 2.000000e+00 : f32}> : () -> f32
      "spirv.mlir.loop"() <{loop_control = #spirv.loop_control<None>}> ({
        "spirv.Branch"(%31)[^bb1] : (i32) -> ()
      ^bb1(%100: i32):  // 2 preds: ^bb0, ^bb2
        %101 = "spirv.SLessThan"(%100, %34) : (i32, i32) -> i1
        "spirv.BranchConditional"(%101)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
      ^bb2:  // pred: ^bb1
        "spirv.mlir.loop"() <{loop_control = #spirv.loop_control<None>}> ({
          "spirv.Branch"(%31)[^bb1] : (i32) -> ()
        ^bb1(%103: i32):  // 2 preds: ^bb0, ^bb2
          %104 = "spirv.SLessThan"(%103, %33) : (i32, i32) -> i1
          "spirv.BranchConditional"(%104)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
        ^bb2:  // pred: ^bb1
          %105 = "spirv.IAdd"(%100, %103) : (i32, i32) -> i32
          %106 = "spirv.ConvertSToF"(%105) : (i32) -> f32
          %107 = "spirv.FMul"(%106, %36) : (f32, f32) -> f32
          %108 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
          %109 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
          %110 = "spirv.Constant"() <{value = 3 : i32}> : () -> i32
          %111 = "spirv.IMul"(%100, %110) : (i32, i32) -> i32
          %112 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
          %113 = "spirv.IAdd"(%103, %111) : (i32, i32) -> i32
          %114 = "spirv.AccessChain"(%arg11, %108, %113) : (!spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<f32, StorageBuffer>
          "spirv.Store"(%114, %107) : (!spirv.ptr<f32, StorageBuffer>, f32) -> ()
          %115 = "spirv.IAdd"(%103, %32) : (i32, i32) -> i32
          "spirv.Branch"(%115)[^bb1] : (i32) -> ()
        ^bb3:  // pred: ^bb1
          "spirv.mlir.merge"() : () -> ()
        }) : () -> ()
        %102 = "spirv.IAdd"(%100, %32) : (i32, i32) -> i32
        "spirv.Branch"(%102)[^bb1] : (i32) -> ()
      ^bb3:  // pred: ^bb1
        "spirv.mlir.merge"() : () -> ()
      }) : () -> ()
      "spirv.mlir.loop"() <{loop_control = #spirv.loop_control<None>}> ({
        "spirv.Branch"(%31)[^bb1] : (i32) -> ()
      ^bb1(%83: i32):  // 2 preds: ^bb0, ^bb2
        %84 = "spirv.SLessThan"(%83, %33) : (i32, i32) -> i1
        "spirv.BranchConditional"(%84)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
      ^bb2:  // pred: ^bb1
        "spirv.mlir.loop"() <{loop_control = #spirv.loop_control<None>}> ({
          "spirv.Branch"(%31)[^bb1] : (i32) -> ()
        ^bb1(%86: i32):  // 2 preds: ^bb0, ^bb2
          %87 = "spirv.SLessThan"(%86, %35) : (i32, i32) -> i1
          "spirv.BranchConditional"(%87)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
        ^bb2:  // pred: ^bb1
          %88 = "spirv.ConvertSToF"(%83) : (i32) -> f32
          %89 = "spirv.ConvertSToF"(%86) : (i32) -> f32
          %90 = "spirv.FMul"(%89, %37) : (f32, f32) -> f32
          %91 = "spirv.FSub"(%88, %90) : (f32, f32) -> f32
          %92 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
          %93 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
          %94 = "spirv.Constant"() <{value = 5 : i32}> : () -> i32
          %95 = "spirv.IMul"(%83, %94) : (i32, i32) -> i32
          %96 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
          %97 = "spirv.IAdd"(%86, %95) : (i32, i32) -> i32
          %98 = "spirv.AccessChain"(%arg12, %92, %97) : (!spirv.ptr<!spirv.struct<(!spirv.array<15 x f32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<f32, StorageBuffer>
          "spirv.Store"(%98, %91) : (!spirv.ptr<f32, StorageBuffer>, f32) -> ()
          %99 = "spirv.IAdd"(%86, %32) : (i32, i32) -> i32
          "spirv.Branch"(%99)[^bb1] : (i32) -> ()
        ^bb3:  // pred: ^bb1
          "spirv.mlir.merge"() : () -> ()
        }) : () -> ()
        %85 = "spirv.IAdd"(%83, %32) : (i32, i32) -> i32
        "spirv.Branch"(%85)[^bb1] : (i32) -> ()
      ^bb3:  // pred: ^bb1
        "spirv.mlir.merge"() : () -> ()
      }) : () -> ()
      "spirv.mlir.loop"() <{loop_control = #spirv.loop_control<None>}> ({
        "spirv.Branch"(%31)[^bb1] : (i32) -> ()
      ^bb1(%38: i32):  // 2 preds: ^bb0, ^bb2
        %39 = "spirv.SLessThan"(%38, %34) : (i32, i32) -> i1
        "spirv.BranchConditional"(%39)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
      ^bb2:  // pred: ^bb1
        "spirv.mlir.loop"() <{loop_control = #spirv.loop_control<None>}> ({
          "spirv.Branch"(%31)[^bb1] : (i32) -> ()
        ^bb1(%41: i32):  // 2 preds: ^bb0, ^bb2
          %42 = "spirv.SLessThan"(%41, %35) : (i32, i32) -> i1
          "spirv.BranchConditional"(%42)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
        ^bb2:  // pred: ^bb1
          %43 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
          %44 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
          %45 = "spirv.Constant"() <{value = 5 : i32}> : () -> i32
          %46 = "spirv.IMul"(%38, %45) : (i32, i32) -> i32
          %47 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
          %48 = "spirv.IAdd"(%41, %46) : (i32, i32) -> i32
          %49 = "spirv.AccessChain"(%arg13, %43, %48) : (!spirv.ptr<!spirv.struct<(!spirv.array<20 x f32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<f32, StorageBuffer>
          %50 = "spirv.Load"(%49) : (!spirv.ptr<f32, StorageBuffer>) -> f32
          %51 = "spirv.Variable"() <{storage_class = #spirv.storage_class<Function>}> : () -> !spirv.ptr<f32, Function>
          "spirv.mlir.loop"() <{loop_control = #spirv.loop_control<None>}> ({
            "spirv.Branch"(%31, %50)[^bb1] : (i32, f32) -> ()
          ^bb1(%61: i32, %62: f32):  // 2 preds: ^bb0, ^bb2
            %63 = "spirv.SLessThan"(%61, %33) : (i32, i32) -> i1
            "spirv.BranchConditional"(%63)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
          ^bb2:  // pred: ^bb1
            %64 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
            %65 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
            %66 = "spirv.Constant"() <{value = 3 : i32}> : () -> i32
            %67 = "spirv.IMul"(%38, %66) : (i32, i32) -> i32
            %68 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
            %69 = "spirv.IAdd"(%61, %67) : (i32, i32) -> i32
            %70 = "spirv.AccessChain"(%arg11, %64, %69) : (!spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<f32, StorageBuffer>
            %71 = "spirv.Load"(%70) : (!spirv.ptr<f32, StorageBuffer>) -> f32
            %72 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
            %73 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
            %74 = "spirv.Constant"() <{value = 5 : i32}> : () -> i32
            %75 = "spirv.IMul"(%61, %74) : (i32, i32) -> i32
            %76 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
            %77 = "spirv.IAdd"(%41, %75) : (i32, i32) -> i32
            %78 = "spirv.AccessChain"(%arg12, %72, %77) : (!spirv.ptr<!spirv.struct<(!spirv.array<15 x f32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<f32, StorageBuffer>
            %79 = "spirv.Load"(%78) : (!spirv.ptr<f32, StorageBuffer>) -> f32
            %80 = "spirv.FMul"(%71, %79) : (f32, f32) -> f32
            %81 = "spirv.FAdd"(%62, %80) : (f32, f32) -> f32
            "spirv.Store"(%51, %81) : (!spirv.ptr<f32, Function>, f32) -> ()
            %82 = "spirv.IAdd"(%61, %32) : (i32, i32) -> i32
            "spirv.Branch"(%82, %81)[^bb1] : (i32, f32) -> ()
          ^bb3:  // pred: ^bb1
            "spirv.mlir.merge"() : () -> ()
          }) : () -> ()
          %52 = "spirv.Load"(%51) : (!spirv.ptr<f32, Function>) -> f32
          %53 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
          %54 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
          %55 = "spirv.Constant"() <{value = 5 : i32}> : () -> i32
          %56 = "spirv.IMul"(%38, %55) : (i32, i32) -> i32
          %57 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
          %58 = "spirv.IAdd"(%41, %56) : (i32, i32) -> i32
          %59 = "spirv.AccessChain"(%arg13, %53, %58) : (!spirv.ptr<!spirv.struct<(!spirv.array<20 x f32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<f32, StorageBuffer>
          "spirv.Store"(%59, %52) : (!spirv.ptr<f32, StorageBuffer>, f32) -> ()
          %60 = "spirv.IAdd"(%41, %32) : (i32, i32) -> i32
          "spirv.Branch"(%60)[^bb1] : (i32) -> ()
        ^bb3:  // pred: ^bb1
          "spirv.mlir.merge"() : () -> ()
        }) : () -> ()
        %40 = "spirv.IAdd"(%38, %32) : (i32, i32) -> i32
        "spirv.Branch"(%40)[^bb1] : (i32) -> ()
      ^bb3:  // pred: ^bb1
        "spirv.mlir.merge"() : () -> ()
      }) : () -> ()
      "spirv.Return"() : () -> ()
    }) {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<4x3xf32>, memref<3x5xf32>, memref<4x5xf32>) -> ()}> ({
    ^bb0(%arg0: memref<4x3xf32>, %arg1: memref<3x5xf32>, %arg2: memref<4x5xf32>):
      %8 = "arith.constant"() <{value = 0 : index}> : () -> index
      %9 = "arith.constant"() <{value = 1 : index}> : () -> index
      %10 = "arith.constant"() <{value = 3 : index}> : () -> index
      %11 = "arith.constant"() <{value = 4 : index}> : () -> index
      %12 = "arith.constant"() <{value = 5 : index}> : () -> index
      %13 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
      %14 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
      "scf.for"(%8, %11, %9) ({
      ^bb0(%arg9: index):
        "scf.for"(%8, %10, %9) ({
        ^bb0(%arg10: index):
          %27 = "arith.addi"(%arg9, %arg10) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          %28 = "arith.index_cast"(%27) : (index) -> i32
          %29 = "arith.sitofp"(%28) : (i32) -> f32
          %30 = "arith.mulf"(%29, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "memref.store"(%30, %arg0, %arg9, %arg10) : (f32, memref<4x3xf32>, index, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.for"(%8, %10, %9) ({
      ^bb0(%arg7: index):
        "scf.for"(%8, %12, %9) ({
        ^bb0(%arg8: index):
          %21 = "arith.index_cast"(%arg7) : (index) -> i32
          %22 = "arith.index_cast"(%arg8) : (index) -> i32
          %23 = "arith.sitofp"(%21) : (i32) -> f32
          %24 = "arith.sitofp"(%22) : (i32) -> f32
          %25 = "arith.mulf"(%24, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %26 = "arith.subf"(%23, %25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "memref.store"(%26, %arg1, %arg7, %arg8) : (f32, memref<3x5xf32>, index, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.for"(%8, %11, %9) ({
      ^bb0(%arg3: index):
        "scf.for"(%8, %12, %9) ({
        ^bb0(%arg4: index):
          %15 = "memref.load"(%arg2, %arg3, %arg4) : (memref<4x5xf32>, index, index) -> f32
          %16 = "scf.for"(%8, %10, %9, %15) ({
          ^bb0(%arg5: index, %arg6: f32):
            %17 = "memref.load"(%arg0, %arg3, %arg5) : (memref<4x3xf32>, index, index) -> f32
            %18 = "memref.load"(%arg1, %arg5, %arg4) : (memref<3x5xf32>, index, index) -> f32
            %19 = "arith.mulf"(%17, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            %20 = "arith.addf"(%arg6, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            "scf.yield"(%20) : (f32) -> ()
          }) : (index, index, index, f32) -> f32
          "memref.store"(%16, %arg2, %arg3, %arg4) : (f32, memref<4x5xf32>, index, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "matmul", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x3xf32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x5xf32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x5xf32>
    %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %4 = "memref.cast"(%2) : (memref<4x5xf32>) -> memref<?x?xf32>
    "func.call"(%4, %3) <{callee = @fillF32Buffer2D}> : (memref<?x?xf32>, f32) -> ()
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%5, %5, %5, %5, %5, %5, %0, %1, %2) <{kernel = @kernels::@matmul, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, memref<4x3xf32>, memref<3x5xf32>, memref<4x5xf32>) -> ()
    %6 = "memref.cast"(%0) : (memref<4x3xf32>) -> memref<*xf32>
    "func.call"(%6) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    %7 = "memref.cast"(%2) : (memref<4x5xf32>) -> memref<*xf32>
    "func.call"(%7) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, f32) -> (), sym_name = "fillF32Buffer2D", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_variable_pointers]>, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64]>>} : () -> ()
