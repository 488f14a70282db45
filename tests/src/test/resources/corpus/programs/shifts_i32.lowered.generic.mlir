"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<24 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_shifts_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<24 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_shifts_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_shifts", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_shifts_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %137 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %138 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %139 = "llvm.insertvalue"(%137, %138) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %140 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %141 = "llvm.insertvalue"(%139, %140) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %142 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %143 = "llvm.insertvalue"(%141, %142) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %144 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %145 = "llvm.insertvalue"(%143, %144) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%145) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<24 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_shifts_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<24 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_shifts_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_shifts", visibility_ = 0 : i64}> ({
      %74 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_shifts_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %75 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_shifts_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
      %76 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %77 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %78 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %79 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %80 = "llvm.mlir.constant"() <{value = -1000 : i32}> : () -> i32
      %81 = "llvm.mlir.constant"() <{value = 1000 : i32}> : () -> i32
      "llvm.br"(%76)[^bb1] : (i32) -> ()
    ^bb1(%82: i32):  // 2 preds: ^bb0, ^bb2
      %83 = "llvm.icmp"(%82, %79) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%83)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %84 = "llvm.shl"(%80, %82) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %85 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %86 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %87 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %88 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %89 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %90 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %91 = "llvm.getelementptr"(%74, %90, %82) <{elem_type = !llvm.struct<(array<24 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%84, %91) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %92 = "llvm.ashr"(%80, %82) : (i32, i32) -> i32
      %93 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %94 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %95 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %96 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %97 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %98 = "llvm.add"(%82, %96) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %99 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %100 = "llvm.getelementptr"(%74, %99, %98) <{elem_type = !llvm.struct<(array<24 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%92, %100) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %101 = "llvm.lshr"(%80, %82) : (i32, i32) -> i32
      %102 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %103 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %104 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %105 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
      %106 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %107 = "llvm.add"(%82, %105) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %108 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %109 = "llvm.getelementptr"(%74, %108, %107) <{elem_type = !llvm.struct<(array<24 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%101, %109) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %110 = "llvm.shl"(%81, %82) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %111 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %112 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %113 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %114 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %115 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %116 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %117 = "llvm.getelementptr"(%75, %116, %82) <{elem_type = !llvm.struct<(array<24 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%110, %117) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %118 = "llvm.ashr"(%81, %82) : (i32, i32) -> i32
      %119 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %120 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %121 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %122 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %123 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %124 = "llvm.add"(%82, %122) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %125 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %126 = "llvm.getelementptr"(%75, %125, %124) <{elem_type = !llvm.struct<(array<24 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%118, %126) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %127 = "llvm.lshr"(%81, %82) : (i32, i32) -> i32
      %128 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %129 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %130 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %131 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
      %132 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %133 = "llvm.add"(%82, %131) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %134 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %135 = "llvm.getelementptr"(%75, %134, %133) <{elem_type = !llvm.struct<(array<24 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%127, %135) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %136 = "llvm.add"(%82, %77) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%136)[^bb1] : (i32) -> ()
    ^bb3:  // pred: ^bb1
      "llvm.br"()[^bb4] : () -> ()
    ^bb4:  // pred: ^bb3
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %5 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = 24 : index}> : () -> i64
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
    %22 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %23 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %24 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %25 = "llvm.mlir.constant"() <{value = 24 : index}> : () -> i64
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
    %39 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %40 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %41 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %42 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %43 = "llvm.mlir.constant"() <{value = 24 : index}> : () -> i64
    %44 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %45 = "llvm.getelementptr"(%44, %43) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %46 = "llvm.ptrtoint"(%45) : (!llvm.ptr) -> i64
    %47 = "llvm.extractvalue"(%21) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %48 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_shifts_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%48, %47, %46) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %49 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %50 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %51 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %52 = "llvm.mlir.constant"() <{value = 24 : index}> : () -> i64
    %53 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %54 = "llvm.getelementptr"(%53, %52) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %55 = "llvm.ptrtoint"(%54) : (!llvm.ptr) -> i64
    %56 = "llvm.extractvalue"(%38) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %57 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_shifts_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%57, %56, %55) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_shifts, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%47, %48, %46) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%56, %57, %55) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %58 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %59 = "llvm.alloca"(%58) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%21, %59) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
    %60 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %61 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %62 = "llvm.insertvalue"(%61, %60) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %63 = "llvm.insertvalue"(%62, %59) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %64 = "llvm.extractvalue"(%63) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %65 = "llvm.extractvalue"(%63) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%64, %65) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %66 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %67 = "llvm.alloca"(%66) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%38, %67) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
    %68 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %69 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %70 = "llvm.insertvalue"(%69, %68) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %71 = "llvm.insertvalue"(%70, %67) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %72 = "llvm.extractvalue"(%71) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %73 = "llvm.extractvalue"(%71) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%72, %73) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
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

