"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<12 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_collatz_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_collatz", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_collatz_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %71 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %72 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %73 = "llvm.insertvalue"(%71, %72) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %74 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %75 = "llvm.insertvalue"(%73, %74) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %76 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %77 = "llvm.insertvalue"(%75, %76) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %78 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %79 = "llvm.insertvalue"(%77, %78) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%79) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<12 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_collatz_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_collatz", visibility_ = 0 : i64}> ({
      %34 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_collatz_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %35 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %36 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %37 = "llvm.mlir.constant"() <{value = 12 : i32}> : () -> i32
      %38 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %39 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %40 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %41 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      "llvm.br"(%35)[^bb1] : (i32) -> ()
    ^bb1(%42: i32):  // 2 preds: ^bb0, ^bb10
      %43 = "llvm.icmp"(%42, %37) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%43)[^bb2, ^bb11] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %44 = "llvm.add"(%42, %38) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %45 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %46 = "llvm.alloca"(%45) <{elem_type = i32}> : (i32) -> !llvm.ptr
      %47 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %48 = "llvm.alloca"(%47) <{elem_type = i32}> : (i32) -> !llvm.ptr
      "llvm.br"(%44, %41)[^bb3] : (i32, i32) -> ()
    ^bb3(%49: i32, %50: i32):  // 2 preds: ^bb2, ^bb8
      %51 = "llvm.icmp"(%49, %38) <{predicate = 1 : i64}> : (i32, i32) -> i1
      "llvm.store"(%49, %46) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.store"(%50, %48) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.cond_br"(%51, %49, %50)[^bb4, ^bb9] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
    ^bb4(%52: i32, %53: i32):  // pred: ^bb3
      %54 = "llvm.urem"(%52, %39) : (i32, i32) -> i32
      %55 = "llvm.icmp"(%54, %41) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %56 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %57 = "llvm.alloca"(%56) <{elem_type = i32}> : (i32) -> !llvm.ptr
      "llvm.cond_br"(%55)[^bb5, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb5:  // pred: ^bb4
      %58 = "llvm.udiv"(%52, %39) : (i32, i32) -> i32
      "llvm.store"(%58, %57) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.br"()[^bb7] : () -> ()
    ^bb6:  // pred: ^bb4
      %59 = "llvm.mul"(%52, %40) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %60 = "llvm.add"(%59, %38) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.store"(%60, %57) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.br"()[^bb7] : () -> ()
    ^bb7:  // 2 preds: ^bb5, ^bb6
      "llvm.br"()[^bb8] : () -> ()
    ^bb8:  // pred: ^bb7
      %61 = "llvm.load"(%57) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %62 = "llvm.add"(%53, %38) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%61, %62)[^bb3] : (i32, i32) -> ()
    ^bb9:  // pred: ^bb3
      "llvm.br"()[^bb10] : () -> ()
    ^bb10:  // pred: ^bb9
      %63 = "llvm.load"(%48) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %64 = "llvm.load"(%46) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %65 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %66 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %67 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %68 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %69 = "llvm.getelementptr"(%34, %68, %42) <{elem_type = !llvm.struct<(array<12 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%63, %69) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %70 = "llvm.add"(%42, %36) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%70)[^bb1] : (i32) -> ()
    ^bb11:  // pred: ^bb1
      "llvm.br"()[^bb12] : () -> ()
    ^bb12:  // pred: ^bb11
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
    %18 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %19 = "llvm.mlir.constant"() <{value = 12 : index}> : () -> i64
    %20 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %21 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %22 = "llvm.getelementptr"(%21, %19) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %23 = "llvm.ptrtoint"(%22) : (!llvm.ptr) -> i64
    %24 = "llvm.extractvalue"(%17) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %25 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_collatz_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%25, %24, %23) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_collatz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%24, %25, %23) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %26 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %27 = "llvm.alloca"(%26) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%17, %27) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %28 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %29 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %30 = "llvm.insertvalue"(%29, %28) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %31 = "llvm.insertvalue"(%30, %27) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %32 = "llvm.extractvalue"(%31) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %33 = "llvm.extractvalue"(%31) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%32, %33) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
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

