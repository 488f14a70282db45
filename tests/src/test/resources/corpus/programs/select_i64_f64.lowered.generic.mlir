"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<5 x f64>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_sel_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<10 x i64>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_sel_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_sel", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_sel_execution_mode_info_17", visibility_ = 0 : i64}> ({
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
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<10 x i64>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_sel_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<5 x f64>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_sel_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_sel", visibility_ = 0 : i64}> ({
      %73 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_sel_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %74 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_sel_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
      %75 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %76 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %77 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %78 = "llvm.mlir.constant"() <{value = 3000000000 : i64}> : () -> i64
      %79 = "llvm.mlir.constant"() <{value = 6000000000 : i64}> : () -> i64
      %80 = "llvm.mlir.constant"() <{value = 100 : i64}> : () -> i64
      %81 = "llvm.mlir.constant"() <{value = 1.250000e-01 : f64}> : () -> f64
      %82 = "llvm.mlir.constant"() <{value = 2.500000e-01 : f64}> : () -> f64
      "llvm.br"(%75)[^bb1] : (i32) -> ()
    ^bb1(%83: i32):  // 2 preds: ^bb0, ^bb2
      %84 = "llvm.icmp"(%83, %77) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%84)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %85 = "llvm.sext"(%83) : (i32) -> i64
      %86 = "llvm.mul"(%85, %78) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %87 = "llvm.sub"(%86, %79) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %88 = "llvm.icmp"(%87, %80) <{predicate = 2 : i64}> : (i64, i64) -> i1
      %89 = "llvm.select"(%88, %87, %80) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i64, i64) -> i64
      %90 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %91 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %92 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %93 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %94 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %95 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %96 = "llvm.getelementptr"(%73, %95, %83) <{elem_type = !llvm.struct<(array<10 x i64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%89, %96) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      %97 = "llvm.icmp"(%87, %80) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %98 = "llvm.select"(%97, %87, %80) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i64, i64) -> i64
      %99 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %100 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %101 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %102 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %103 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %104 = "llvm.add"(%83, %102) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %105 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %106 = "llvm.getelementptr"(%73, %105, %104) <{elem_type = !llvm.struct<(array<10 x i64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%98, %106) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      %107 = "llvm.sitofp"(%85) : (i64) -> f64
      %108 = "llvm.fmul"(%107, %81) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
      %109 = "llvm.fcmp"(%108, %82) <{fastmathFlags = #llvm.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
      %110 = "llvm.fneg"(%108) <{fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
      %111 = "llvm.select"(%109, %110, %108) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f64, f64) -> f64
      %112 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %113 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %114 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %115 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %116 = "llvm.getelementptr"(%74, %115, %83) <{elem_type = !llvm.struct<(array<5 x f64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%111, %116) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
      %117 = "llvm.add"(%83, %76) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%117)[^bb1] : (i32) -> ()
    ^bb3:  // pred: ^bb1
      "llvm.br"()[^bb4] : () -> ()
    ^bb4:  // pred: ^bb3
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %10 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %11 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %12 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %13 = "llvm.mlir.constant"() <{value = 10 : index}> : () -> i64
    %14 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %15 = "llvm.getelementptr"(%14, %13) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %16 = "llvm.ptrtoint"(%15) : (!llvm.ptr) -> i64
    %17 = "llvm.call"(%16) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %18 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %19 = "llvm.insertvalue"(%18, %17) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %20 = "llvm.insertvalue"(%19, %17) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %21 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %22 = "llvm.insertvalue"(%20, %21) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %23 = "llvm.insertvalue"(%22, %10) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %24 = "llvm.insertvalue"(%23, %11) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %25 = "llvm.insertvalue"(%24, %11) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %26 = "llvm.insertvalue"(%25, %12) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %27 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %28 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %29 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %30 = "llvm.getelementptr"(%29, %27) <{elem_type = f64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %31 = "llvm.ptrtoint"(%30) : (!llvm.ptr) -> i64
    %32 = "llvm.call"(%31) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %33 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %34 = "llvm.insertvalue"(%33, %32) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %35 = "llvm.insertvalue"(%34, %32) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %36 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %37 = "llvm.insertvalue"(%35, %36) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %38 = "llvm.insertvalue"(%37, %27) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %39 = "llvm.insertvalue"(%38, %28) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %40 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %41 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %42 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %43 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %44 = "llvm.mlir.constant"() <{value = 10 : index}> : () -> i64
    %45 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %46 = "llvm.getelementptr"(%45, %44) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %47 = "llvm.ptrtoint"(%46) : (!llvm.ptr) -> i64
    %48 = "llvm.extractvalue"(%26) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %49 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_sel_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%49, %48, %47) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %50 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %51 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %52 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %53 = "llvm.getelementptr"(%52, %50) <{elem_type = f64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %54 = "llvm.ptrtoint"(%53) : (!llvm.ptr) -> i64
    %55 = "llvm.extractvalue"(%39) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %56 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_sel_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%56, %55, %54) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_sel, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%48, %49, %47) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%55, %56, %54) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %57 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %58 = "llvm.alloca"(%57) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%26, %58) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
    %59 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %60 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %61 = "llvm.insertvalue"(%60, %59) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %62 = "llvm.insertvalue"(%61, %58) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %63 = "llvm.extractvalue"(%62) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %64 = "llvm.extractvalue"(%62) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%63, %64) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %65 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %66 = "llvm.alloca"(%65) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%39, %66) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %67 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %68 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %69 = "llvm.insertvalue"(%68, %67) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %70 = "llvm.insertvalue"(%69, %66) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %71 = "llvm.extractvalue"(%70) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %72 = "llvm.extractvalue"(%70) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%71, %72) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefF64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_main", visibility_ = 0 : i64}> ({
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @main, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64, ptr)>, linkage = #llvm.linkage<private>, sym_name = "printMemrefI64", sym_visibility = "private", visibility_ = 0 : i64}> ({
  ^bb0(%arg2: i64, %arg3: !llvm.ptr):
    %5 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %6 = "llvm.insertvalue"(%5, %arg2) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %7 = "llvm.insertvalue"(%6, %arg3) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %8 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %9 = "llvm.alloca"(%8) <{elem_type = !llvm.struct<(i64, ptr)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%7, %9) <{ordering = 0 : i64}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> ()
    "llvm.call"(%9) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_mlir_ciface_printMemrefI64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_printMemrefI64", sym_visibility = "private", visibility_ = 0 : i64}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64, ptr)>, linkage = #llvm.linkage<private>, sym_name = "printMemrefF64", sym_visibility = "private", visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i64, %arg1: !llvm.ptr):
    %0 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %1 = "llvm.insertvalue"(%0, %arg0) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %2 = "llvm.insertvalue"(%1, %arg1) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %3 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %4 = "llvm.alloca"(%3) <{elem_type = !llvm.struct<(i64, ptr)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%2, %4) <{ordering = 0 : i64}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> ()
    "llvm.call"(%4) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_mlir_ciface_printMemrefF64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_printMemrefF64", sym_visibility = "private", visibility_ = 0 : i64}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

