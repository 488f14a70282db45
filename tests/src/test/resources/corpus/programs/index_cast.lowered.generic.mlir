"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<4 x i64>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_idx_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<8 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_idx_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_idx", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_idx_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %100 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %101 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %102 = "llvm.insertvalue"(%100, %101) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %103 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %104 = "llvm.insertvalue"(%102, %103) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %105 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %106 = "llvm.insertvalue"(%104, %105) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %107 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %108 = "llvm.insertvalue"(%106, %107) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%108) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<8 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_idx_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<4 x i64>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_idx_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_idx", visibility_ = 0 : i64}> ({
      %67 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_idx_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %68 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_idx_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
      %69 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %70 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %71 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %72 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %73 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
      %74 = "llvm.mlir.constant"() <{value = -3 : i32}> : () -> i32
      "llvm.br"(%69)[^bb1] : (i32) -> ()
    ^bb1(%75: i32):  // 2 preds: ^bb0, ^bb2
      %76 = "llvm.icmp"(%75, %72) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%76)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %77 = "llvm.mul"(%75, %71) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %78 = "llvm.sub"(%73, %77) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %79 = "llvm.mlir.constant"() <{value = 10 : i32}> : () -> i32
      %80 = "llvm.mul"(%75, %79) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %81 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %82 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %83 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %84 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %85 = "llvm.getelementptr"(%67, %84, %78) <{elem_type = !llvm.struct<(array<8 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%80, %85) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %86 = "llvm.sub"(%78, %70) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %87 = "llvm.sub"(%74, %75) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %88 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %89 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %90 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %91 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %92 = "llvm.getelementptr"(%67, %91, %86) <{elem_type = !llvm.struct<(array<8 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%87, %92) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %93 = "llvm.zext"(%87) : (i32) -> i64
      %94 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %95 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %96 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %97 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %98 = "llvm.getelementptr"(%68, %97, %75) <{elem_type = !llvm.struct<(array<4 x i64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%93, %98) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      %99 = "llvm.add"(%75, %70) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%99)[^bb1] : (i32) -> ()
    ^bb3:  // pred: ^bb1
      "llvm.br"()[^bb4] : () -> ()
    ^bb4:  // pred: ^bb3
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %10 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
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
    %23 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %24 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %25 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %26 = "llvm.getelementptr"(%25, %23) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %27 = "llvm.ptrtoint"(%26) : (!llvm.ptr) -> i64
    %28 = "llvm.call"(%27) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %29 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %30 = "llvm.insertvalue"(%29, %28) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %31 = "llvm.insertvalue"(%30, %28) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %32 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %33 = "llvm.insertvalue"(%31, %32) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %34 = "llvm.insertvalue"(%33, %23) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %35 = "llvm.insertvalue"(%34, %24) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %36 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %37 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %38 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %39 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %40 = "llvm.getelementptr"(%39, %37) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %41 = "llvm.ptrtoint"(%40) : (!llvm.ptr) -> i64
    %42 = "llvm.extractvalue"(%22) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %43 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_idx_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%43, %42, %41) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %44 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %45 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %46 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %47 = "llvm.getelementptr"(%46, %44) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %48 = "llvm.ptrtoint"(%47) : (!llvm.ptr) -> i64
    %49 = "llvm.extractvalue"(%35) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %50 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_idx_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%50, %49, %48) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_idx, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%42, %43, %41) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%49, %50, %48) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %51 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %52 = "llvm.alloca"(%51) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%22, %52) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %53 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %54 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %55 = "llvm.insertvalue"(%54, %53) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %56 = "llvm.insertvalue"(%55, %52) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %57 = "llvm.extractvalue"(%56) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %58 = "llvm.extractvalue"(%56) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%57, %58) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %59 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %60 = "llvm.alloca"(%59) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%35, %60) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %61 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %62 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %63 = "llvm.insertvalue"(%62, %61) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %64 = "llvm.insertvalue"(%63, %60) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %65 = "llvm.extractvalue"(%64) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %66 = "llvm.extractvalue"(%64) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%65, %66) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
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
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64, ptr)>, linkage = #llvm.linkage<private>, sym_name = "printMemrefI64", sym_visibility = "private", visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i64, %arg1: !llvm.ptr):
    %0 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %1 = "llvm.insertvalue"(%0, %arg0) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %2 = "llvm.insertvalue"(%1, %arg1) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %3 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %4 = "llvm.alloca"(%3) <{elem_type = !llvm.struct<(i64, ptr)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%2, %4) <{ordering = 0 : i64}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> ()
    "llvm.call"(%4) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_mlir_ciface_printMemrefI64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_printMemrefI64", sym_visibility = "private", visibility_ = 0 : i64}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

