"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_gcd_arg_2_descriptor_set0_binding2", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_gcd_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_gcd_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_gcd", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_gcd_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %136 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %137 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %138 = "llvm.insertvalue"(%136, %137) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %139 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %140 = "llvm.insertvalue"(%138, %139) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %141 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %142 = "llvm.insertvalue"(%140, %141) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %143 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %144 = "llvm.insertvalue"(%142, %143) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%144) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_gcd_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_gcd_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_gcd_arg_2_descriptor_set0_binding2", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_gcd", visibility_ = 0 : i64}> ({
      %94 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_gcd_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %95 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_gcd_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
      %96 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_gcd_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
      %97 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %98 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %99 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %100 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %101 = "llvm.mlir.constant"() <{value = 21 : i32}> : () -> i32
      "llvm.br"(%97)[^bb1] : (i32) -> ()
    ^bb1(%102: i32):  // 2 preds: ^bb0, ^bb6
      %103 = "llvm.icmp"(%102, %99) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%103)[^bb2, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %104 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %105 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %106 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %107 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %108 = "llvm.getelementptr"(%94, %107, %102) <{elem_type = !llvm.struct<(array<6 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %109 = "llvm.load"(%108) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %110 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %111 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %112 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %113 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %114 = "llvm.getelementptr"(%95, %113, %102) <{elem_type = !llvm.struct<(array<6 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %115 = "llvm.load"(%114) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %116 = "llvm.mul"(%102, %101) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %117 = "llvm.add"(%115, %116) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %118 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %119 = "llvm.alloca"(%118) <{elem_type = i32}> : (i32) -> !llvm.ptr
      %120 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %121 = "llvm.alloca"(%120) <{elem_type = i32}> : (i32) -> !llvm.ptr
      "llvm.br"(%109, %117)[^bb3] : (i32, i32) -> ()
    ^bb3(%122: i32, %123: i32):  // 2 preds: ^bb2, ^bb4
      %124 = "llvm.icmp"(%123, %100) <{predicate = 1 : i64}> : (i32, i32) -> i1
      "llvm.store"(%122, %119) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.store"(%123, %121) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.cond_br"(%124, %122, %123)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
    ^bb4(%125: i32, %126: i32):  // pred: ^bb3
      %127 = "llvm.urem"(%125, %126) : (i32, i32) -> i32
      "llvm.br"(%126, %127)[^bb3] : (i32, i32) -> ()
    ^bb5:  // pred: ^bb3
      "llvm.br"()[^bb6] : () -> ()
    ^bb6:  // pred: ^bb5
      %128 = "llvm.load"(%121) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %129 = "llvm.load"(%119) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %130 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %131 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %132 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %133 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %134 = "llvm.getelementptr"(%96, %133, %102) <{elem_type = !llvm.struct<(array<6 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%129, %134) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %135 = "llvm.add"(%102, %98) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%135)[^bb1] : (i32) -> ()
    ^bb7:  // pred: ^bb1
      "llvm.br"()[^bb8] : () -> ()
    ^bb8:  // pred: ^bb7
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %13 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %14 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %15 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %16 = "llvm.getelementptr"(%15, %13) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %17 = "llvm.ptrtoint"(%16) : (!llvm.ptr) -> i64
    %18 = "llvm.call"(%17) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %19 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %20 = "llvm.insertvalue"(%19, %18) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %21 = "llvm.insertvalue"(%20, %18) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %22 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %23 = "llvm.insertvalue"(%21, %22) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %24 = "llvm.insertvalue"(%23, %13) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %25 = "llvm.insertvalue"(%24, %14) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %26 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %27 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %28 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %29 = "llvm.getelementptr"(%28, %26) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %30 = "llvm.ptrtoint"(%29) : (!llvm.ptr) -> i64
    %31 = "llvm.call"(%30) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %32 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %33 = "llvm.insertvalue"(%32, %31) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %34 = "llvm.insertvalue"(%33, %31) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %35 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %36 = "llvm.insertvalue"(%34, %35) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %37 = "llvm.insertvalue"(%36, %26) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %38 = "llvm.insertvalue"(%37, %27) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %39 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
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
    %52 = "llvm.mlir.constant"() <{value = 1071 : i32}> : () -> i32
    %53 = "llvm.mlir.constant"() <{value = 462 : i32}> : () -> i32
    %54 = "llvm.extractvalue"(%25) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %55 = "llvm.extractvalue"(%25) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %56 = "llvm.extractvalue"(%25) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %57 = "llvm.extractvalue"(%25) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %58 = "llvm.extractvalue"(%25) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "llvm.call"(%54, %55, %56, %57, %58, %52) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @fillI32Buffer, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 6, 0>}> : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i32) -> ()
    %59 = "llvm.extractvalue"(%38) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %60 = "llvm.extractvalue"(%38) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %61 = "llvm.extractvalue"(%38) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %62 = "llvm.extractvalue"(%38) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %63 = "llvm.extractvalue"(%38) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "llvm.call"(%59, %60, %61, %62, %63, %53) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @fillI32Buffer, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 6, 0>}> : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i32) -> ()
    %64 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %65 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %66 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %67 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %68 = "llvm.getelementptr"(%67, %65) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %69 = "llvm.ptrtoint"(%68) : (!llvm.ptr) -> i64
    %70 = "llvm.extractvalue"(%25) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %71 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_gcd_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%71, %70, %69) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %72 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %73 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %74 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %75 = "llvm.getelementptr"(%74, %72) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %76 = "llvm.ptrtoint"(%75) : (!llvm.ptr) -> i64
    %77 = "llvm.extractvalue"(%38) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %78 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_gcd_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%78, %77, %76) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %79 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %80 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %81 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %82 = "llvm.getelementptr"(%81, %79) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %83 = "llvm.ptrtoint"(%82) : (!llvm.ptr) -> i64
    %84 = "llvm.extractvalue"(%51) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %85 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_gcd_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%85, %84, %83) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_gcd, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%70, %71, %69) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%77, %78, %76) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%84, %85, %83) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
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
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, i32)>, linkage = #llvm.linkage<private>, sym_name = "fillI32Buffer", sym_visibility = "private", visibility_ = 0 : i64}> ({
  ^bb0(%arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i32):
    %5 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6 = "llvm.insertvalue"(%5, %arg2) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = "llvm.insertvalue"(%6, %arg3) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8 = "llvm.insertvalue"(%7, %arg4) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9 = "llvm.insertvalue"(%8, %arg5) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10 = "llvm.insertvalue"(%9, %arg6) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %12 = "llvm.alloca"(%11) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%10, %12) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    "llvm.call"(%12, %arg7) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_mlir_ciface_fillI32Buffer, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (!llvm.ptr, i32) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, i32)>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_fillI32Buffer", sym_visibility = "private", visibility_ = 0 : i64}> ({
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

