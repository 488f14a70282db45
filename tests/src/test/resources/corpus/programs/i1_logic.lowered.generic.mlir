"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<40 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_logic_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_logic", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_logic_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %118 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %119 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %120 = "llvm.insertvalue"(%118, %119) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %121 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %122 = "llvm.insertvalue"(%120, %121) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %123 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %124 = "llvm.insertvalue"(%122, %123) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %125 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %126 = "llvm.insertvalue"(%124, %125) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%126) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<40 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_logic_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_logic", visibility_ = 0 : i64}> ({
      %40 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_logic_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %41 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %42 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %43 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %44 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %45 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %46 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %47 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %48 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %49 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %50 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %51 = "llvm.mlir.constant"() <{value = true}> : () -> i1
      "llvm.br"(%41)[^bb1] : (i32) -> ()
    ^bb1(%52: i32):  // 2 preds: ^bb0, ^bb2
      %53 = "llvm.icmp"(%52, %46) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%53)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %54 = "llvm.and"(%52, %47) : (i32, i32) -> i32
      %55 = "llvm.icmp"(%54, %50) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %56 = "llvm.icmp"(%52, %49) <{predicate = 5 : i64}> : (i32, i32) -> i1
      %57 = "llvm.and"(%55, %56) : (i1, i1) -> i1
      %58 = "llvm.or"(%55, %56) : (i1, i1) -> i1
      %59 = "llvm.icmp"(%55, %56) <{predicate = 1 : i64}> : (i1, i1) -> i1
      %60 = "llvm.icmp"(%55, %51) <{predicate = 1 : i64}> : (i1, i1) -> i1
      %61 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %62 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %63 = "llvm.select"(%57, %62, %61) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %64 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %65 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %66 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %67 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %68 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %69 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %70 = "llvm.getelementptr"(%40, %69, %52) <{elem_type = !llvm.struct<(array<40 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%63, %70) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %71 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %72 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %73 = "llvm.select"(%58, %72, %71) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %74 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %75 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %76 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %77 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %78 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %79 = "llvm.add"(%52, %77) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %80 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %81 = "llvm.getelementptr"(%40, %80, %79) <{elem_type = !llvm.struct<(array<40 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%73, %81) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %82 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
      %83 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %84 = "llvm.select"(%59, %82, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %85 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %86 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %87 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %88 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
      %89 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %90 = "llvm.add"(%52, %88) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %91 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %92 = "llvm.getelementptr"(%40, %91, %90) <{elem_type = !llvm.struct<(array<40 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%84, %92) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %93 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
      %94 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %95 = "llvm.select"(%60, %93, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %96 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %97 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %98 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %99 = "llvm.mlir.constant"() <{value = 24 : i32}> : () -> i32
      %100 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %101 = "llvm.add"(%52, %99) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %102 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %103 = "llvm.getelementptr"(%40, %102, %101) <{elem_type = !llvm.struct<(array<40 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%95, %103) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %104 = "llvm.mul"(%52, %52) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %105 = "llvm.sub"(%50, %52) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %106 = "llvm.sdiv"(%52, %48) : (i32, i32) -> i32
      %107 = "llvm.select"(%59, %104, %105) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %108 = "llvm.select"(%57, %106, %107) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %109 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %110 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %111 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %112 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
      %113 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %114 = "llvm.add"(%52, %112) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %115 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %116 = "llvm.getelementptr"(%40, %115, %114) <{elem_type = !llvm.struct<(array<40 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%108, %116) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %117 = "llvm.add"(%52, %42) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%117)[^bb1] : (i32) -> ()
    ^bb3:  // pred: ^bb1
      "llvm.br"()[^bb4] : () -> ()
    ^bb4:  // pred: ^bb3
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %5 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = 40 : index}> : () -> i64
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
    %22 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %23 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %24 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %25 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %26 = "llvm.mlir.constant"() <{value = 40 : index}> : () -> i64
    %27 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %28 = "llvm.getelementptr"(%27, %26) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %29 = "llvm.ptrtoint"(%28) : (!llvm.ptr) -> i64
    %30 = "llvm.extractvalue"(%21) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %31 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_logic_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%31, %30, %29) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_logic, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%30, %31, %29) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %32 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %33 = "llvm.alloca"(%32) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%21, %33) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
    %34 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %35 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %36 = "llvm.insertvalue"(%35, %34) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %37 = "llvm.insertvalue"(%36, %33) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %38 = "llvm.extractvalue"(%37) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %39 = "llvm.extractvalue"(%37) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%38, %39) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
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

