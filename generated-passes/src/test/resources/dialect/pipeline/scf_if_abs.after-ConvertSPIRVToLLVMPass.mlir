// The IR of corpus program scf_if_abs after MLIR's ConvertSPIRVToLLVMPass in --test-spirv-cpu-runner-pipeline, recorded with
//   mlir-opt-22 --test-spirv-cpu-runner-pipeline --mlir-print-ir-after-all --mlir-print-op-generic scf_if_abs.mlir
// (the dump after that pass). Expected output scf_if_abs.after-ConvertSPIRVToLLVMPass.generic.expected recorded with
//   mlir-opt-22 --mlir-print-op-generic scf_if_abs.after-ConvertSPIRVToLLVMPass.mlir
"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<9 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_absk_arg_2_descriptor_set0_binding2", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<9 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_absk_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<9 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_absk_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_absk", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_absk_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %141 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %142 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %143 = "llvm.insertvalue"(%141, %142) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %144 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %145 = "llvm.insertvalue"(%143, %144) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %146 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %147 = "llvm.insertvalue"(%145, %146) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %148 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %149 = "llvm.insertvalue"(%147, %148) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%149) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<9 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_absk_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<9 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_absk_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<9 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_absk_arg_2_descriptor_set0_binding2", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_absk", visibility_ = 0 : i64}> ({
      %95 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_absk_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %96 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_absk_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
      %97 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_absk_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
      %98 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %99 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %100 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
      %101 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %102 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %103 = "llvm.mlir.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
      %104 = "llvm.mlir.constant"() <{value = 1.250000e+00 : f32}> : () -> f32
      %105 = "llvm.mlir.constant"() <{value = 99 : i32}> : () -> i32
      "llvm.br"(%98)[^bb1] : (i32) -> ()
    ^bb1(%106: i32):  // 2 preds: ^bb0, ^bb13
      %107 = "llvm.icmp"(%106, %100) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%107)[^bb2, ^bb14] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %108 = "llvm.sub"(%106, %101) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %109 = "llvm.icmp"(%108, %102) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %110 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %111 = "llvm.alloca"(%110) <{elem_type = i32}> : (i32) -> !llvm.ptr
      "llvm.cond_br"(%109)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb3:  // pred: ^bb2
      %112 = "llvm.sub"(%102, %108) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.store"(%112, %111) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.br"()[^bb5] : () -> ()
    ^bb4:  // pred: ^bb2
      "llvm.store"(%108, %111) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.br"()[^bb5] : () -> ()
    ^bb5:  // 2 preds: ^bb3, ^bb4
      "llvm.br"()[^bb6] : () -> ()
    ^bb6:  // pred: ^bb5
      %113 = "llvm.load"(%111) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %114 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %115 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %116 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %117 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %118 = "llvm.getelementptr"(%95, %117, %106) <{elem_type = !llvm.struct<(array<9 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%113, %118) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %119 = "llvm.sitofp"(%108) : (i32) -> f32
      %120 = "llvm.fmul"(%119, %104) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %121 = "llvm.fcmp"(%120, %103) <{fastmathFlags = #llvm.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %122 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %123 = "llvm.alloca"(%122) <{elem_type = f32}> : (i32) -> !llvm.ptr
      "llvm.cond_br"(%121)[^bb7, ^bb8] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb7:  // pred: ^bb6
      "llvm.store"(%103, %123) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      "llvm.br"()[^bb9] : () -> ()
    ^bb8:  // pred: ^bb6
      "llvm.store"(%120, %123) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      "llvm.br"()[^bb9] : () -> ()
    ^bb9:  // 2 preds: ^bb7, ^bb8
      "llvm.br"()[^bb10] : () -> ()
    ^bb10:  // pred: ^bb9
      %124 = "llvm.load"(%123) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %125 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %126 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %127 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %128 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %129 = "llvm.getelementptr"(%96, %128, %106) <{elem_type = !llvm.struct<(array<9 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%124, %129) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %130 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %131 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %132 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %133 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %134 = "llvm.getelementptr"(%97, %133, %106) <{elem_type = !llvm.struct<(array<9 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%102, %134) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.cond_br"(%109)[^bb11, ^bb12] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb11:  // pred: ^bb10
      %135 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %136 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %137 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %138 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %139 = "llvm.getelementptr"(%97, %138, %106) <{elem_type = !llvm.struct<(array<9 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%105, %139) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.br"()[^bb12] : () -> ()
    ^bb12:  // 2 preds: ^bb10, ^bb11
      "llvm.br"()[^bb13] : () -> ()
    ^bb13:  // pred: ^bb12
      %140 = "llvm.add"(%106, %99) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%140)[^bb1] : (i32) -> ()
    ^bb14:  // pred: ^bb1
      "llvm.br"()[^bb15] : () -> ()
    ^bb15:  // pred: ^bb14
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %10 = "llvm.mlir.constant"() <{value = 9 : index}> : () -> i64
    %11 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %12 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %13 = "llvm.getelementptr"(%12, %10) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %14 = "llvm.ptrtoint"(%13) : (!llvm.ptr) -> i64
    %15 = "llvm.call"(%14) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %16 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %17 = "llvm.insertvalue"(%16, %15) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %18 = "llvm.insertvalue"(%17, %15) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %19 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %20 = "llvm.insertvalue"(%18, %19) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %21 = "llvm.insertvalue"(%20, %10) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %22 = "llvm.insertvalue"(%21, %11) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %23 = "llvm.mlir.constant"() <{value = 9 : index}> : () -> i64
    %24 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %25 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %26 = "llvm.getelementptr"(%25, %23) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %27 = "llvm.ptrtoint"(%26) : (!llvm.ptr) -> i64
    %28 = "llvm.call"(%27) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %29 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %30 = "llvm.insertvalue"(%29, %28) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %31 = "llvm.insertvalue"(%30, %28) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %32 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %33 = "llvm.insertvalue"(%31, %32) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %34 = "llvm.insertvalue"(%33, %23) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %35 = "llvm.insertvalue"(%34, %24) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %36 = "llvm.mlir.constant"() <{value = 9 : index}> : () -> i64
    %37 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %38 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %39 = "llvm.getelementptr"(%38, %36) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %40 = "llvm.ptrtoint"(%39) : (!llvm.ptr) -> i64
    %41 = "llvm.call"(%40) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %42 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %43 = "llvm.insertvalue"(%42, %41) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %44 = "llvm.insertvalue"(%43, %41) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %45 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %46 = "llvm.insertvalue"(%44, %45) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %47 = "llvm.insertvalue"(%46, %36) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %48 = "llvm.insertvalue"(%47, %37) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %49 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %50 = "llvm.mlir.constant"() <{value = 9 : index}> : () -> i64
    %51 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %52 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %53 = "llvm.getelementptr"(%52, %50) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %54 = "llvm.ptrtoint"(%53) : (!llvm.ptr) -> i64
    %55 = "llvm.extractvalue"(%22) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %56 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_absk_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%56, %55, %54) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %57 = "llvm.mlir.constant"() <{value = 9 : index}> : () -> i64
    %58 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %59 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %60 = "llvm.getelementptr"(%59, %57) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %61 = "llvm.ptrtoint"(%60) : (!llvm.ptr) -> i64
    %62 = "llvm.extractvalue"(%35) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %63 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_absk_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%63, %62, %61) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %64 = "llvm.mlir.constant"() <{value = 9 : index}> : () -> i64
    %65 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %66 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %67 = "llvm.getelementptr"(%66, %64) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %68 = "llvm.ptrtoint"(%67) : (!llvm.ptr) -> i64
    %69 = "llvm.extractvalue"(%48) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %70 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_absk_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%70, %69, %68) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_absk, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%55, %56, %54) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%62, %63, %61) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%69, %70, %68) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %71 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %72 = "llvm.alloca"(%71) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%22, %72) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %73 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %74 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %75 = "llvm.insertvalue"(%74, %73) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %76 = "llvm.insertvalue"(%75, %72) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %77 = "llvm.extractvalue"(%76) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %78 = "llvm.extractvalue"(%76) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%77, %78) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %79 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %80 = "llvm.alloca"(%79) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%35, %80) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %81 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %82 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %83 = "llvm.insertvalue"(%82, %81) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %84 = "llvm.insertvalue"(%83, %80) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %85 = "llvm.extractvalue"(%84) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %86 = "llvm.extractvalue"(%84) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%85, %86) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %87 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %88 = "llvm.alloca"(%87) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%48, %88) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %89 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %90 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %91 = "llvm.insertvalue"(%90, %89) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %92 = "llvm.insertvalue"(%91, %88) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %93 = "llvm.extractvalue"(%92) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %94 = "llvm.extractvalue"(%92) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%93, %94) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_main", visibility_ = 0 : i64}> ({
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @main, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64, ptr)>, linkage = #llvm.linkage<private>, sym_name = "printMemrefI32", sym_visibility = "private", visibility_ = 0 : i64}> ({
  ^bb0(%arg2: i64, %arg3: !llvm.ptr):
    %5 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %6 = "llvm.insertvalue"(%5, %arg2) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %7 = "llvm.insertvalue"(%6, %arg3) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %8 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %9 = "llvm.alloca"(%8) <{elem_type = !llvm.struct<(i64, ptr)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%7, %9) <{ordering = 0 : i64}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> ()
    "llvm.call"(%9) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_mlir_ciface_printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_printMemrefI32", sym_visibility = "private", visibility_ = 0 : i64}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64, ptr)>, linkage = #llvm.linkage<private>, sym_name = "printMemrefF32", sym_visibility = "private", visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i64, %arg1: !llvm.ptr):
    %0 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %1 = "llvm.insertvalue"(%0, %arg0) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %2 = "llvm.insertvalue"(%1, %arg1) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %3 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %4 = "llvm.alloca"(%3) <{elem_type = !llvm.struct<(i64, ptr)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%2, %4) <{ordering = 0 : i64}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> ()
    "llvm.call"(%4) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_mlir_ciface_printMemrefF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_printMemrefF32", sym_visibility = "private", visibility_ = 0 : i64}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()
