"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<1 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_scan_arg_2_descriptor_set0_binding2", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<12 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_scan_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<12 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_scan_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_scan", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_scan_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %133 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %134 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %135 = "llvm.insertvalue"(%133, %134) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %136 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %137 = "llvm.insertvalue"(%135, %136) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %138 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %139 = "llvm.insertvalue"(%137, %138) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %140 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %141 = "llvm.insertvalue"(%139, %140) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%141) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<12 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_scan_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<12 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_scan_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<1 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_scan_arg_2_descriptor_set0_binding2", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_scan", visibility_ = 0 : i64}> ({
      %90 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_scan_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %91 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_scan_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
      %92 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_scan_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
      %93 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %94 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %95 = "llvm.mlir.constant"() <{value = 12 : i32}> : () -> i32
      %96 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %97 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %98 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
      "llvm.br"(%93)[^bb1] : (i32) -> ()
    ^bb1(%99: i32):  // 2 preds: ^bb0, ^bb2
      %100 = "llvm.icmp"(%99, %95) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%100)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %101 = "llvm.mul"(%99, %98) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %102 = "llvm.urem"(%101, %97) : (i32, i32) -> i32
      %103 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %104 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %105 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %106 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %107 = "llvm.getelementptr"(%90, %106, %99) <{elem_type = !llvm.struct<(array<12 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%102, %107) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %108 = "llvm.add"(%99, %94) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%108)[^bb1] : (i32) -> ()
    ^bb3:  // pred: ^bb1
      "llvm.br"()[^bb4] : () -> ()
    ^bb4:  // pred: ^bb3
      %109 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %110 = "llvm.alloca"(%109) <{elem_type = i32}> : (i32) -> !llvm.ptr
      "llvm.br"(%93, %96)[^bb5] : (i32, i32) -> ()
    ^bb5(%111: i32, %112: i32):  // 2 preds: ^bb4, ^bb6
      %113 = "llvm.icmp"(%111, %95) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%113)[^bb6, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb6:  // pred: ^bb5
      %114 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %115 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %116 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %117 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %118 = "llvm.getelementptr"(%90, %117, %111) <{elem_type = !llvm.struct<(array<12 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %119 = "llvm.load"(%118) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %120 = "llvm.add"(%112, %119) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %121 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %122 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %123 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %124 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %125 = "llvm.getelementptr"(%91, %124, %111) <{elem_type = !llvm.struct<(array<12 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%120, %125) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.store"(%120, %110) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %126 = "llvm.add"(%111, %94) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%126, %120)[^bb5] : (i32, i32) -> ()
    ^bb7:  // pred: ^bb5
      "llvm.br"()[^bb8] : () -> ()
    ^bb8:  // pred: ^bb7
      %127 = "llvm.load"(%110) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %128 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %129 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %130 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %131 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %132 = "llvm.getelementptr"(%92, %131, %93) <{elem_type = !llvm.struct<(array<1 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%127, %132) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %5 = "llvm.mlir.constant"() <{value = 12 : index}> : () -> i64
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
    %18 = "llvm.mlir.constant"() <{value = 12 : index}> : () -> i64
    %19 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %20 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %21 = "llvm.getelementptr"(%20, %18) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %22 = "llvm.ptrtoint"(%21) : (!llvm.ptr) -> i64
    %23 = "llvm.call"(%22) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %24 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %25 = "llvm.insertvalue"(%24, %23) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %26 = "llvm.insertvalue"(%25, %23) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %27 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %28 = "llvm.insertvalue"(%26, %27) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %29 = "llvm.insertvalue"(%28, %18) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %30 = "llvm.insertvalue"(%29, %19) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %31 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %32 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %33 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %34 = "llvm.getelementptr"(%33, %31) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %35 = "llvm.ptrtoint"(%34) : (!llvm.ptr) -> i64
    %36 = "llvm.call"(%35) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %37 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %38 = "llvm.insertvalue"(%37, %36) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %39 = "llvm.insertvalue"(%38, %36) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %40 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %41 = "llvm.insertvalue"(%39, %40) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %42 = "llvm.insertvalue"(%41, %31) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %43 = "llvm.insertvalue"(%42, %32) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %44 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %45 = "llvm.mlir.constant"() <{value = 12 : index}> : () -> i64
    %46 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %47 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %48 = "llvm.getelementptr"(%47, %45) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %49 = "llvm.ptrtoint"(%48) : (!llvm.ptr) -> i64
    %50 = "llvm.extractvalue"(%17) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %51 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_scan_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%51, %50, %49) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %52 = "llvm.mlir.constant"() <{value = 12 : index}> : () -> i64
    %53 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %54 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %55 = "llvm.getelementptr"(%54, %52) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %56 = "llvm.ptrtoint"(%55) : (!llvm.ptr) -> i64
    %57 = "llvm.extractvalue"(%30) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %58 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_scan_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%58, %57, %56) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %59 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %60 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %61 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %62 = "llvm.getelementptr"(%61, %59) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %63 = "llvm.ptrtoint"(%62) : (!llvm.ptr) -> i64
    %64 = "llvm.extractvalue"(%43) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %65 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_scan_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%65, %64, %63) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_scan, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%50, %51, %49) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%57, %58, %56) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%64, %65, %63) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %66 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %67 = "llvm.alloca"(%66) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%17, %67) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %68 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %69 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %70 = "llvm.insertvalue"(%69, %68) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %71 = "llvm.insertvalue"(%70, %67) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %72 = "llvm.extractvalue"(%71) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %73 = "llvm.extractvalue"(%71) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%72, %73) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %74 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %75 = "llvm.alloca"(%74) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%30, %75) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %76 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %77 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %78 = "llvm.insertvalue"(%77, %76) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %79 = "llvm.insertvalue"(%78, %75) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %80 = "llvm.extractvalue"(%79) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %81 = "llvm.extractvalue"(%79) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%80, %81) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %82 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %83 = "llvm.alloca"(%82) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%43, %83) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %84 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %85 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %86 = "llvm.insertvalue"(%85, %84) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %87 = "llvm.insertvalue"(%86, %83) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %88 = "llvm.extractvalue"(%87) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %89 = "llvm.extractvalue"(%87) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%88, %89) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
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

