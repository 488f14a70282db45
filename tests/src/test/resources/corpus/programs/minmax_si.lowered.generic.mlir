"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<27 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_clamp_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_clamp", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_clamp_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %80 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %81 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %82 = "llvm.insertvalue"(%80, %81) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %83 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %84 = "llvm.insertvalue"(%82, %83) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %85 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %86 = "llvm.insertvalue"(%84, %85) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %87 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %88 = "llvm.insertvalue"(%86, %87) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%88) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<27 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_clamp_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_clamp", visibility_ = 0 : i64}> ({
      %40 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_clamp_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %41 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %42 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %43 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %44 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
      %45 = "llvm.mlir.constant"() <{value = -3 : i32}> : () -> i32
      %46 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %47 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %48 = "llvm.mlir.constant"() <{value = 11 : i32}> : () -> i32
      "llvm.br"(%41)[^bb1] : (i32) -> ()
    ^bb1(%49: i32):  // 2 preds: ^bb0, ^bb2
      %50 = "llvm.icmp"(%49, %44) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%50)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %51 = "llvm.mul"(%49, %47) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %52 = "llvm.sub"(%51, %48) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %53 = "llvm.intr.smax"(%52, %45) : (i32, i32) -> i32
      %54 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %55 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %56 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
      %57 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %58 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %59 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %60 = "llvm.getelementptr"(%40, %59, %49) <{elem_type = !llvm.struct<(array<27 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%53, %60) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %61 = "llvm.intr.smin"(%52, %46) : (i32, i32) -> i32
      %62 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %63 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %64 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
      %65 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
      %66 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %67 = "llvm.add"(%49, %65) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %68 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %69 = "llvm.getelementptr"(%40, %68, %67) <{elem_type = !llvm.struct<(array<27 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%61, %69) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %70 = "llvm.intr.smin"(%53, %46) : (i32, i32) -> i32
      %71 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %72 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %73 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
      %74 = "llvm.mlir.constant"() <{value = 18 : i32}> : () -> i32
      %75 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %76 = "llvm.add"(%49, %74) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %77 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %78 = "llvm.getelementptr"(%40, %77, %76) <{elem_type = !llvm.struct<(array<27 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%70, %78) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %79 = "llvm.add"(%49, %42) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%79)[^bb1] : (i32) -> ()
    ^bb3:  // pred: ^bb1
      "llvm.br"()[^bb4] : () -> ()
    ^bb4:  // pred: ^bb3
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %5 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 9 : index}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = 27 : index}> : () -> i64
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
    %23 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %24 = "llvm.mlir.constant"() <{value = 9 : index}> : () -> i64
    %25 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %26 = "llvm.mlir.constant"() <{value = 27 : index}> : () -> i64
    %27 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %28 = "llvm.getelementptr"(%27, %26) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %29 = "llvm.ptrtoint"(%28) : (!llvm.ptr) -> i64
    %30 = "llvm.extractvalue"(%21) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %31 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_clamp_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%31, %30, %29) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_clamp, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
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

