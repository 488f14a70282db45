"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<36 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_stencil_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<36 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_stencil_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_stencil", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_stencil_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %166 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %167 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %168 = "llvm.insertvalue"(%166, %167) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %169 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %170 = "llvm.insertvalue"(%168, %169) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %171 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %172 = "llvm.insertvalue"(%170, %171) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %173 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %174 = "llvm.insertvalue"(%172, %173) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%174) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<36 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_stencil_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<36 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_stencil_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_stencil", visibility_ = 0 : i64}> ({
      %66 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_stencil_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %67 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_stencil_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
      %68 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %69 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %70 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %71 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %72 = "llvm.mlir.constant"() <{value = 2.000000e-01 : f32}> : () -> f32
      "llvm.br"(%68)[^bb1] : (i32) -> ()
    ^bb1(%73: i32):  // 2 preds: ^bb0, ^bb6
      %74 = "llvm.icmp"(%73, %71) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%74)[^bb2, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      "llvm.br"(%68)[^bb3] : (i32) -> ()
    ^bb3(%75: i32):  // 2 preds: ^bb2, ^bb4
      %76 = "llvm.icmp"(%75, %71) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%76)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb4:  // pred: ^bb3
      %77 = "llvm.mul"(%73, %73) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %78 = "llvm.mul"(%77, %75) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %79 = "llvm.sitofp"(%78) : (i32) -> f32
      %80 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %81 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %82 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %83 = "llvm.mul"(%73, %82) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %84 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %85 = "llvm.add"(%75, %83) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %86 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %87 = "llvm.getelementptr"(%66, %86, %85) <{elem_type = !llvm.struct<(array<36 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%79, %87) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %88 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %89 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %90 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %91 = "llvm.mul"(%73, %90) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %92 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %93 = "llvm.add"(%75, %91) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %94 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %95 = "llvm.getelementptr"(%67, %94, %93) <{elem_type = !llvm.struct<(array<36 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%79, %95) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %96 = "llvm.add"(%75, %69) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%96)[^bb3] : (i32) -> ()
    ^bb5:  // pred: ^bb3
      "llvm.br"()[^bb6] : () -> ()
    ^bb6:  // pred: ^bb5
      %97 = "llvm.add"(%73, %69) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%97)[^bb1] : (i32) -> ()
    ^bb7:  // pred: ^bb1
      "llvm.br"()[^bb8] : () -> ()
    ^bb8:  // pred: ^bb7
      "llvm.br"(%69)[^bb9] : (i32) -> ()
    ^bb9(%98: i32):  // 2 preds: ^bb8, ^bb14
      %99 = "llvm.icmp"(%98, %70) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%99)[^bb10, ^bb15] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb10:  // pred: ^bb9
      "llvm.br"(%69)[^bb11] : (i32) -> ()
    ^bb11(%100: i32):  // 2 preds: ^bb10, ^bb12
      %101 = "llvm.icmp"(%100, %70) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%101)[^bb12, ^bb13] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb12:  // pred: ^bb11
      %102 = "llvm.sub"(%98, %69) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %103 = "llvm.add"(%98, %69) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %104 = "llvm.sub"(%100, %69) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %105 = "llvm.add"(%100, %69) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %106 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %107 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %108 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %109 = "llvm.mul"(%98, %108) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %110 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %111 = "llvm.add"(%100, %109) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %112 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %113 = "llvm.getelementptr"(%66, %112, %111) <{elem_type = !llvm.struct<(array<36 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %114 = "llvm.load"(%113) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %115 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %116 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %117 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %118 = "llvm.mul"(%102, %117) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %119 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %120 = "llvm.add"(%100, %118) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %121 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %122 = "llvm.getelementptr"(%66, %121, %120) <{elem_type = !llvm.struct<(array<36 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %123 = "llvm.load"(%122) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %124 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %125 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %126 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %127 = "llvm.mul"(%103, %126) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %128 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %129 = "llvm.add"(%100, %127) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %130 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %131 = "llvm.getelementptr"(%66, %130, %129) <{elem_type = !llvm.struct<(array<36 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %132 = "llvm.load"(%131) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %133 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %134 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %135 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %136 = "llvm.mul"(%98, %135) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %137 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %138 = "llvm.add"(%104, %136) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %139 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %140 = "llvm.getelementptr"(%66, %139, %138) <{elem_type = !llvm.struct<(array<36 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %141 = "llvm.load"(%140) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %142 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %143 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %144 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %145 = "llvm.mul"(%98, %144) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %146 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %147 = "llvm.add"(%105, %145) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %148 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %149 = "llvm.getelementptr"(%66, %148, %147) <{elem_type = !llvm.struct<(array<36 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %150 = "llvm.load"(%149) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %151 = "llvm.fadd"(%114, %123) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %152 = "llvm.fadd"(%151, %132) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %153 = "llvm.fadd"(%152, %141) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %154 = "llvm.fadd"(%153, %150) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %155 = "llvm.fmul"(%154, %72) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %156 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %157 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %158 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %159 = "llvm.mul"(%98, %158) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %160 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %161 = "llvm.add"(%100, %159) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %162 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %163 = "llvm.getelementptr"(%67, %162, %161) <{elem_type = !llvm.struct<(array<36 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%155, %163) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %164 = "llvm.add"(%100, %69) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%164)[^bb11] : (i32) -> ()
    ^bb13:  // pred: ^bb11
      "llvm.br"()[^bb14] : () -> ()
    ^bb14:  // pred: ^bb13
      %165 = "llvm.add"(%98, %69) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%165)[^bb9] : (i32) -> ()
    ^bb15:  // pred: ^bb9
      "llvm.br"()[^bb16] : () -> ()
    ^bb16:  // pred: ^bb15
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %5 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = 36 : index}> : () -> i64
    %9 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %10 = "llvm.getelementptr"(%9, %8) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %11 = "llvm.ptrtoint"(%10) : (!llvm.ptr) -> i64
    %12 = "llvm.call"(%11) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %13 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %14 = "llvm.insertvalue"(%13, %12) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %15 = "llvm.insertvalue"(%14, %12) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %16 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %17 = "llvm.insertvalue"(%15, %16) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %18 = "llvm.insertvalue"(%17, %5) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %19 = "llvm.insertvalue"(%18, %6) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %20 = "llvm.insertvalue"(%19, %6) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %21 = "llvm.insertvalue"(%20, %7) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %22 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %23 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %24 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %25 = "llvm.mlir.constant"() <{value = 36 : index}> : () -> i64
    %26 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %27 = "llvm.getelementptr"(%26, %25) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %28 = "llvm.ptrtoint"(%27) : (!llvm.ptr) -> i64
    %29 = "llvm.call"(%28) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %30 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %31 = "llvm.insertvalue"(%30, %29) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %32 = "llvm.insertvalue"(%31, %29) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %33 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %34 = "llvm.insertvalue"(%32, %33) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %35 = "llvm.insertvalue"(%34, %22) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %36 = "llvm.insertvalue"(%35, %23) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %37 = "llvm.insertvalue"(%36, %23) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %38 = "llvm.insertvalue"(%37, %24) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %39 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %40 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %41 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %42 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %43 = "llvm.mlir.constant"() <{value = 36 : index}> : () -> i64
    %44 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %45 = "llvm.getelementptr"(%44, %43) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %46 = "llvm.ptrtoint"(%45) : (!llvm.ptr) -> i64
    %47 = "llvm.extractvalue"(%21) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %48 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_stencil_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%48, %47, %46) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %49 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %50 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %51 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %52 = "llvm.mlir.constant"() <{value = 36 : index}> : () -> i64
    %53 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %54 = "llvm.getelementptr"(%53, %52) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %55 = "llvm.ptrtoint"(%54) : (!llvm.ptr) -> i64
    %56 = "llvm.extractvalue"(%38) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %57 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_stencil_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%57, %56, %55) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_stencil, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%47, %48, %46) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%56, %57, %55) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %58 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %59 = "llvm.alloca"(%58) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%38, %59) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
    %60 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %61 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %62 = "llvm.insertvalue"(%61, %60) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %63 = "llvm.insertvalue"(%62, %59) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %64 = "llvm.extractvalue"(%63) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %65 = "llvm.extractvalue"(%63) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%64, %65) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_main", visibility_ = 0 : i64}> ({
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @main, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
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

