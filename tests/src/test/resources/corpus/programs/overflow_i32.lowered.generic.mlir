"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<16 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_wrap_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_wrap", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_wrap_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %91 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %92 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %93 = "llvm.insertvalue"(%91, %92) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %94 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %95 = "llvm.insertvalue"(%93, %94) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %96 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %97 = "llvm.insertvalue"(%95, %96) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %98 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %99 = "llvm.insertvalue"(%97, %98) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%99) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<16 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_wrap_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_wrap", visibility_ = 0 : i64}> ({
      %40 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_wrap_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %41 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %42 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %43 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %44 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %45 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %46 = "llvm.mlir.constant"() <{value = 2147483647 : i32}> : () -> i32
      %47 = "llvm.mlir.constant"() <{value = -2147483648 : i32}> : () -> i32
      %48 = "llvm.mlir.constant"() <{value = 65537 : i32}> : () -> i32
      %49 = "llvm.mlir.constant"() <{value = 28 : i32}> : () -> i32
      %50 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      "llvm.br"(%41)[^bb1] : (i32) -> ()
    ^bb1(%51: i32):  // 2 preds: ^bb0, ^bb2
      %52 = "llvm.icmp"(%51, %45) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%52)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %53 = "llvm.add"(%51, %46) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %54 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %55 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %56 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %57 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %58 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %59 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %60 = "llvm.getelementptr"(%40, %59, %51) <{elem_type = !llvm.struct<(array<16 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%53, %60) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %61 = "llvm.sub"(%47, %51) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %62 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %63 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %64 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %65 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %66 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %67 = "llvm.add"(%51, %65) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %68 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %69 = "llvm.getelementptr"(%40, %68, %67) <{elem_type = !llvm.struct<(array<16 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%61, %69) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %70 = "llvm.add"(%51, %48) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %71 = "llvm.mul"(%70, %70) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %72 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %73 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %74 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %75 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %76 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %77 = "llvm.add"(%51, %75) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %78 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %79 = "llvm.getelementptr"(%40, %78, %77) <{elem_type = !llvm.struct<(array<16 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%71, %79) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %80 = "llvm.add"(%51, %50) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %81 = "llvm.shl"(%80, %49) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %82 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %83 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %84 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %85 = "llvm.mlir.constant"() <{value = 12 : i32}> : () -> i32
      %86 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %87 = "llvm.add"(%51, %85) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %88 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %89 = "llvm.getelementptr"(%40, %88, %87) <{elem_type = !llvm.struct<(array<16 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%81, %89) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %90 = "llvm.add"(%51, %42) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%90)[^bb1] : (i32) -> ()
    ^bb3:  // pred: ^bb1
      "llvm.br"()[^bb4] : () -> ()
    ^bb4:  // pred: ^bb3
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %5 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
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
    %23 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %24 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %25 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %26 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
    %27 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %28 = "llvm.getelementptr"(%27, %26) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %29 = "llvm.ptrtoint"(%28) : (!llvm.ptr) -> i64
    %30 = "llvm.extractvalue"(%21) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %31 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_wrap_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%31, %30, %29) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_wrap, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
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

