"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<1 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_classify_arg_2_descriptor_set0_binding2", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<14 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_classify_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<7 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_classify_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_classify", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_classify_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %172 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %173 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %174 = "llvm.insertvalue"(%172, %173) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %175 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %176 = "llvm.insertvalue"(%174, %175) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %177 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %178 = "llvm.insertvalue"(%176, %177) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %179 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %180 = "llvm.insertvalue"(%178, %179) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%180) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<7 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_classify_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<14 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_classify_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<1 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_classify_arg_2_descriptor_set0_binding2", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_classify", visibility_ = 0 : i64}> ({
      %96 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_classify_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %97 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_classify_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
      %98 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_classify_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
      %99 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %100 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %101 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
      %102 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %103 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %104 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %105 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
      %106 = "llvm.mlir.constant"() <{value = 100 : i32}> : () -> i32
      "llvm.br"(%99)[^bb1] : (i32) -> ()
    ^bb1(%107: i32):  // 2 preds: ^bb0, ^bb14
      %108 = "llvm.icmp"(%107, %101) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%108)[^bb2, ^bb15] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %109 = "llvm.sub"(%107, %102) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %110 = "llvm.icmp"(%109, %103) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %111 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %112 = "llvm.alloca"(%111) <{elem_type = i32}> : (i32) -> !llvm.ptr
      "llvm.cond_br"(%110)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb3:  // pred: ^bb2
      "llvm.store"(%105, %112) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.br"()[^bb9] : () -> ()
    ^bb4:  // pred: ^bb2
      %113 = "llvm.icmp"(%109, %103) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %114 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %115 = "llvm.alloca"(%114) <{elem_type = i32}> : (i32) -> !llvm.ptr
      "llvm.cond_br"(%113)[^bb5, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb5:  // pred: ^bb4
      "llvm.store"(%103, %115) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.br"()[^bb7] : () -> ()
    ^bb6:  // pred: ^bb4
      "llvm.store"(%104, %115) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.br"()[^bb7] : () -> ()
    ^bb7:  // 2 preds: ^bb5, ^bb6
      "llvm.br"()[^bb8] : () -> ()
    ^bb8:  // pred: ^bb7
      %116 = "llvm.load"(%115) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      "llvm.store"(%116, %112) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.br"()[^bb9] : () -> ()
    ^bb9:  // 2 preds: ^bb3, ^bb8
      "llvm.br"()[^bb10] : () -> ()
    ^bb10:  // pred: ^bb9
      %117 = "llvm.load"(%112) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %118 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %119 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %120 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %121 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %122 = "llvm.getelementptr"(%96, %121, %107) <{elem_type = !llvm.struct<(array<7 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%117, %122) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %123 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %124 = "llvm.alloca"(%123) <{elem_type = i32}> : (i32) -> !llvm.ptr
      %125 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %126 = "llvm.alloca"(%125) <{elem_type = i32}> : (i32) -> !llvm.ptr
      "llvm.cond_br"(%110)[^bb11, ^bb12] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb11:  // pred: ^bb10
      "llvm.store"(%109, %124) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.store"(%103, %126) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.br"()[^bb13] : () -> ()
    ^bb12:  // pred: ^bb10
      %127 = "llvm.mul"(%109, %109) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.store"(%103, %124) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.store"(%127, %126) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.br"()[^bb13] : () -> ()
    ^bb13:  // 2 preds: ^bb11, ^bb12
      "llvm.br"()[^bb14] : () -> ()
    ^bb14:  // pred: ^bb13
      %128 = "llvm.load"(%126) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %129 = "llvm.load"(%124) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %130 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %131 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %132 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
      %133 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %134 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %135 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %136 = "llvm.getelementptr"(%97, %135, %107) <{elem_type = !llvm.struct<(array<14 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%129, %136) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %137 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %138 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %139 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
      %140 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
      %141 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %142 = "llvm.add"(%107, %140) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %143 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %144 = "llvm.getelementptr"(%97, %143, %142) <{elem_type = !llvm.struct<(array<14 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%128, %144) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %145 = "llvm.add"(%107, %100) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%145)[^bb1] : (i32) -> ()
    ^bb15:  // pred: ^bb1
      "llvm.br"()[^bb16] : () -> ()
    ^bb16:  // pred: ^bb15
      %146 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %147 = "llvm.alloca"(%146) <{elem_type = i32}> : (i32) -> !llvm.ptr
      %148 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %149 = "llvm.alloca"(%148) <{elem_type = i32}> : (i32) -> !llvm.ptr
      "llvm.br"(%104, %103)[^bb17] : (i32, i32) -> ()
    ^bb17(%150: i32, %151: i32):  // 2 preds: ^bb16, ^bb22
      %152 = "llvm.icmp"(%150, %106) <{predicate = 3 : i64}> : (i32, i32) -> i1
      "llvm.store"(%150, %147) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.store"(%151, %149) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.cond_br"(%152, %150, %151)[^bb18, ^bb23] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
    ^bb18(%153: i32, %154: i32):  // pred: ^bb17
      %155 = "llvm.and"(%154, %104) : (i32, i32) -> i32
      %156 = "llvm.icmp"(%155, %103) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %157 = "llvm.add"(%153, %153) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %158 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %159 = "llvm.alloca"(%158) <{elem_type = i32}> : (i32) -> !llvm.ptr
      "llvm.cond_br"(%156)[^bb19, ^bb20] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb19:  // pred: ^bb18
      %160 = "llvm.add"(%157, %104) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.store"(%160, %159) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.br"()[^bb21] : () -> ()
    ^bb20:  // pred: ^bb18
      "llvm.store"(%157, %159) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.br"()[^bb21] : () -> ()
    ^bb21:  // 2 preds: ^bb19, ^bb20
      "llvm.br"()[^bb22] : () -> ()
    ^bb22:  // pred: ^bb21
      %161 = "llvm.load"(%159) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %162 = "llvm.add"(%154, %104) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%161, %162)[^bb17] : (i32, i32) -> ()
    ^bb23:  // pred: ^bb17
      "llvm.br"()[^bb24] : () -> ()
    ^bb24:  // pred: ^bb23
      %163 = "llvm.load"(%149) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %164 = "llvm.load"(%147) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %165 = "llvm.mul"(%163, %106) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %166 = "llvm.add"(%165, %164) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %167 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %168 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %169 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %170 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %171 = "llvm.getelementptr"(%98, %170, %99) <{elem_type = !llvm.struct<(array<1 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%166, %171) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %5 = "llvm.mlir.constant"() <{value = 7 : index}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %7 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %8 = "llvm.getelementptr"(%7, %5) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %9 = "llvm.ptrtoint"(%8) : (!llvm.ptr) -> i64
    %10 = "llvm.call"(%9) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %11 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %12 = "llvm.insertvalue"(%11, %10) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %13 = "llvm.insertvalue"(%12, %10) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %14 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %15 = "llvm.insertvalue"(%13, %14) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %16 = "llvm.insertvalue"(%15, %5) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %17 = "llvm.insertvalue"(%16, %6) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %18 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %19 = "llvm.mlir.constant"() <{value = 7 : index}> : () -> i64
    %20 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %21 = "llvm.mlir.constant"() <{value = 14 : index}> : () -> i64
    %22 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %23 = "llvm.getelementptr"(%22, %21) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %24 = "llvm.ptrtoint"(%23) : (!llvm.ptr) -> i64
    %25 = "llvm.call"(%24) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %26 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %27 = "llvm.insertvalue"(%26, %25) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %28 = "llvm.insertvalue"(%27, %25) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %29 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %30 = "llvm.insertvalue"(%28, %29) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %31 = "llvm.insertvalue"(%30, %18) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %32 = "llvm.insertvalue"(%31, %19) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %33 = "llvm.insertvalue"(%32, %19) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %34 = "llvm.insertvalue"(%33, %20) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %35 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %36 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %37 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %38 = "llvm.getelementptr"(%37, %35) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %39 = "llvm.ptrtoint"(%38) : (!llvm.ptr) -> i64
    %40 = "llvm.call"(%39) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %41 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %42 = "llvm.insertvalue"(%41, %40) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %43 = "llvm.insertvalue"(%42, %40) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %44 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %45 = "llvm.insertvalue"(%43, %44) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %46 = "llvm.insertvalue"(%45, %35) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %47 = "llvm.insertvalue"(%46, %36) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %48 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %49 = "llvm.mlir.constant"() <{value = 7 : index}> : () -> i64
    %50 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %51 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %52 = "llvm.getelementptr"(%51, %49) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %53 = "llvm.ptrtoint"(%52) : (!llvm.ptr) -> i64
    %54 = "llvm.extractvalue"(%17) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %55 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_classify_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%55, %54, %53) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %56 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %57 = "llvm.mlir.constant"() <{value = 7 : index}> : () -> i64
    %58 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %59 = "llvm.mlir.constant"() <{value = 14 : index}> : () -> i64
    %60 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %61 = "llvm.getelementptr"(%60, %59) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %62 = "llvm.ptrtoint"(%61) : (!llvm.ptr) -> i64
    %63 = "llvm.extractvalue"(%34) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %64 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_classify_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%64, %63, %62) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %65 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %66 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %67 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %68 = "llvm.getelementptr"(%67, %65) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %69 = "llvm.ptrtoint"(%68) : (!llvm.ptr) -> i64
    %70 = "llvm.extractvalue"(%47) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %71 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_classify_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%71, %70, %69) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_classify, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%54, %55, %53) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%63, %64, %62) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%70, %71, %69) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %72 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %73 = "llvm.alloca"(%72) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%17, %73) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %74 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %75 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %76 = "llvm.insertvalue"(%75, %74) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %77 = "llvm.insertvalue"(%76, %73) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %78 = "llvm.extractvalue"(%77) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %79 = "llvm.extractvalue"(%77) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%78, %79) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %80 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %81 = "llvm.alloca"(%80) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%34, %81) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
    %82 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %83 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %84 = "llvm.insertvalue"(%83, %82) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %85 = "llvm.insertvalue"(%84, %81) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %86 = "llvm.extractvalue"(%85) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %87 = "llvm.extractvalue"(%85) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%86, %87) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %88 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %89 = "llvm.alloca"(%88) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%47, %89) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %90 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %91 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %92 = "llvm.insertvalue"(%91, %90) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %93 = "llvm.insertvalue"(%92, %89) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %94 = "llvm.extractvalue"(%93) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %95 = "llvm.extractvalue"(%93) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%94, %95) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_main", visibility_ = 0 : i64}> ({
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @main, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64, ptr)>, linkage = #llvm.linkage<private>, sym_name = "printMemrefI32", sym_visibility = "private", visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i64, %arg1: !llvm.ptr):
    %0 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %1 = "llvm.insertvalue"(%0, %arg0) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %2 = "llvm.insertvalue"(%1, %arg1) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %3 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %4 = "llvm.alloca"(%3) <{elem_type = !llvm.struct<(i64, ptr)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%2, %4) <{ordering = 0 : i64}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> ()
    "llvm.call"(%4) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_mlir_ciface_printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_printMemrefI32", sym_visibility = "private", visibility_ = 0 : i64}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

