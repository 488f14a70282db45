"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<3 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_transpose_arg_2_descriptor_set0_binding2", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<15 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_transpose_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<15 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_transpose_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_transpose", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_transpose_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %153 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %154 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %155 = "llvm.insertvalue"(%153, %154) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %156 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %157 = "llvm.insertvalue"(%155, %156) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %158 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %159 = "llvm.insertvalue"(%157, %158) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %160 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %161 = "llvm.insertvalue"(%159, %160) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%161) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<15 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_transpose_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<15 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_transpose_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_transpose_arg_2_descriptor_set0_binding2", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_transpose", visibility_ = 0 : i64}> ({
      %94 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_transpose_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %95 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_transpose_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
      %96 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_transpose_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
      %97 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %98 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %99 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %100 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %101 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %102 = "llvm.mlir.constant"() <{value = 10 : i32}> : () -> i32
      %103 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      "llvm.br"(%97)[^bb1] : (i32) -> ()
    ^bb1(%104: i32):  // 2 preds: ^bb0, ^bb6
      %105 = "llvm.icmp"(%104, %100) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%105)[^bb2, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      "llvm.br"(%97)[^bb3] : (i32) -> ()
    ^bb3(%106: i32):  // 2 preds: ^bb2, ^bb4
      %107 = "llvm.icmp"(%106, %101) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%107)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb4:  // pred: ^bb3
      %108 = "llvm.mul"(%104, %102) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %109 = "llvm.add"(%108, %106) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %110 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %111 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %112 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %113 = "llvm.mul"(%104, %112) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %114 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %115 = "llvm.add"(%106, %113) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %116 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %117 = "llvm.getelementptr"(%94, %116, %115) <{elem_type = !llvm.struct<(array<15 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%109, %117) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %118 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %119 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %120 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %121 = "llvm.mul"(%106, %120) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %122 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %123 = "llvm.add"(%104, %121) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %124 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %125 = "llvm.getelementptr"(%95, %124, %123) <{elem_type = !llvm.struct<(array<15 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%109, %125) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %126 = "llvm.add"(%106, %98) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%126)[^bb3] : (i32) -> ()
    ^bb5:  // pred: ^bb3
      "llvm.br"()[^bb6] : () -> ()
    ^bb6:  // pred: ^bb5
      %127 = "llvm.add"(%104, %98) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%127)[^bb1] : (i32) -> ()
    ^bb7:  // pred: ^bb1
      "llvm.br"()[^bb8] : () -> ()
    ^bb8:  // pred: ^bb7
      "llvm.br"(%97)[^bb9] : (i32) -> ()
    ^bb9(%128: i32):  // 2 preds: ^bb8, ^bb14
      %129 = "llvm.icmp"(%128, %100) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%129)[^bb10, ^bb15] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb10:  // pred: ^bb9
      %130 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %131 = "llvm.alloca"(%130) <{elem_type = i32}> : (i32) -> !llvm.ptr
      "llvm.br"(%97, %103)[^bb11] : (i32, i32) -> ()
    ^bb11(%132: i32, %133: i32):  // 2 preds: ^bb10, ^bb12
      %134 = "llvm.icmp"(%132, %101) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%134)[^bb12, ^bb13] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb12:  // pred: ^bb11
      %135 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %136 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %137 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %138 = "llvm.mul"(%128, %137) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %139 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %140 = "llvm.add"(%132, %138) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %141 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %142 = "llvm.getelementptr"(%94, %141, %140) <{elem_type = !llvm.struct<(array<15 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %143 = "llvm.load"(%142) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %144 = "llvm.add"(%133, %143) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.store"(%144, %131) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %145 = "llvm.add"(%132, %99) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%145, %144)[^bb11] : (i32, i32) -> ()
    ^bb13:  // pred: ^bb11
      "llvm.br"()[^bb14] : () -> ()
    ^bb14:  // pred: ^bb13
      %146 = "llvm.load"(%131) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %147 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %148 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %149 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %150 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %151 = "llvm.getelementptr"(%96, %150, %128) <{elem_type = !llvm.struct<(array<3 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%146, %151) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %152 = "llvm.add"(%128, %98) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%152)[^bb9] : (i32) -> ()
    ^bb15:  // pred: ^bb9
      "llvm.br"()[^bb16] : () -> ()
    ^bb16:  // pred: ^bb15
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %5 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = 15 : index}> : () -> i64
    %9 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %10 = "llvm.getelementptr"(%9, %8) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
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
    %22 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %23 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %24 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %25 = "llvm.mlir.constant"() <{value = 15 : index}> : () -> i64
    %26 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %27 = "llvm.getelementptr"(%26, %25) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
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
    %39 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %40 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %41 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %42 = "llvm.getelementptr"(%41, %39) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %43 = "llvm.ptrtoint"(%42) : (!llvm.ptr) -> i64
    %44 = "llvm.call"(%43) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %45 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %46 = "llvm.insertvalue"(%45, %44) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %47 = "llvm.insertvalue"(%46, %44) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %48 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %49 = "llvm.insertvalue"(%47, %48) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %50 = "llvm.insertvalue"(%49, %39) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %51 = "llvm.insertvalue"(%50, %40) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %52 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %53 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %54 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %55 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %56 = "llvm.mlir.constant"() <{value = 15 : index}> : () -> i64
    %57 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %58 = "llvm.getelementptr"(%57, %56) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %59 = "llvm.ptrtoint"(%58) : (!llvm.ptr) -> i64
    %60 = "llvm.extractvalue"(%21) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %61 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_transpose_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%61, %60, %59) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %62 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %63 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %64 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %65 = "llvm.mlir.constant"() <{value = 15 : index}> : () -> i64
    %66 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %67 = "llvm.getelementptr"(%66, %65) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %68 = "llvm.ptrtoint"(%67) : (!llvm.ptr) -> i64
    %69 = "llvm.extractvalue"(%38) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %70 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_transpose_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%70, %69, %68) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %71 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %72 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %73 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %74 = "llvm.getelementptr"(%73, %71) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %75 = "llvm.ptrtoint"(%74) : (!llvm.ptr) -> i64
    %76 = "llvm.extractvalue"(%51) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %77 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_transpose_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%77, %76, %75) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_transpose, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%60, %61, %59) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%69, %70, %68) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%76, %77, %75) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %78 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %79 = "llvm.alloca"(%78) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%38, %79) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
    %80 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %81 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %82 = "llvm.insertvalue"(%81, %80) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %83 = "llvm.insertvalue"(%82, %79) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %84 = "llvm.extractvalue"(%83) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %85 = "llvm.extractvalue"(%83) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%84, %85) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %86 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %87 = "llvm.alloca"(%86) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%51, %87) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %88 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %89 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %90 = "llvm.insertvalue"(%89, %88) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %91 = "llvm.insertvalue"(%90, %87) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %92 = "llvm.extractvalue"(%91) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %93 = "llvm.extractvalue"(%91) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%92, %93) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
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

