"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<12 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_casts_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<12 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_casts_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_casts", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_casts_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %130 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %131 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %132 = "llvm.insertvalue"(%130, %131) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %133 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %134 = "llvm.insertvalue"(%132, %133) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %135 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %136 = "llvm.insertvalue"(%134, %135) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %137 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %138 = "llvm.insertvalue"(%136, %137) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%138) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<12 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_casts_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<12 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_casts_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_casts", visibility_ = 0 : i64}> ({
      %79 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_casts_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %80 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_casts_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
      %81 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %82 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %83 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %84 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
      %85 = "llvm.mlir.constant"() <{value = 20 : i32}> : () -> i32
      %86 = "llvm.mlir.constant"() <{value = 1.750000e+00 : f32}> : () -> f32
      %87 = "llvm.mlir.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
      "llvm.br"(%81)[^bb1] : (i32) -> ()
    ^bb1(%88: i32):  // 2 preds: ^bb0, ^bb2
      %89 = "llvm.icmp"(%88, %83) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%89)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %90 = "llvm.mul"(%88, %84) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %91 = "llvm.sub"(%90, %85) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %92 = "llvm.sitofp"(%91) : (i32) -> f32
      %93 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %94 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %95 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %96 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %97 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %98 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %99 = "llvm.getelementptr"(%79, %98, %88) <{elem_type = !llvm.struct<(array<12 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%92, %99) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %100 = "llvm.uitofp"(%91) : (i32) -> f32
      %101 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %102 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %103 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %104 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %105 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %106 = "llvm.add"(%88, %104) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %107 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %108 = "llvm.getelementptr"(%79, %107, %106) <{elem_type = !llvm.struct<(array<12 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%100, %108) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %109 = "llvm.fmul"(%92, %86) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %110 = "llvm.fadd"(%109, %87) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %111 = "llvm.fptosi"(%110) : (f32) -> i32
      %112 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %113 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %114 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %115 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %116 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %117 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %118 = "llvm.getelementptr"(%80, %117, %88) <{elem_type = !llvm.struct<(array<12 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%111, %118) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %119 = "llvm.fmul"(%110, %110) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %120 = "llvm.fptoui"(%119) : (f32) -> i32
      %121 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %122 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %123 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %124 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %125 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %126 = "llvm.add"(%88, %124) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %127 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %128 = "llvm.getelementptr"(%80, %127, %126) <{elem_type = !llvm.struct<(array<12 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%120, %128) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %129 = "llvm.add"(%88, %82) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%129)[^bb1] : (i32) -> ()
    ^bb3:  // pred: ^bb1
      "llvm.br"()[^bb4] : () -> ()
    ^bb4:  // pred: ^bb3
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %10 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %11 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %12 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %13 = "llvm.mlir.constant"() <{value = 12 : index}> : () -> i64
    %14 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %15 = "llvm.getelementptr"(%14, %13) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
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
    %27 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %28 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %29 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %30 = "llvm.mlir.constant"() <{value = 12 : index}> : () -> i64
    %31 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %32 = "llvm.getelementptr"(%31, %30) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %33 = "llvm.ptrtoint"(%32) : (!llvm.ptr) -> i64
    %34 = "llvm.call"(%33) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %35 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %36 = "llvm.insertvalue"(%35, %34) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %37 = "llvm.insertvalue"(%36, %34) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %38 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %39 = "llvm.insertvalue"(%37, %38) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %40 = "llvm.insertvalue"(%39, %27) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %41 = "llvm.insertvalue"(%40, %28) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %42 = "llvm.insertvalue"(%41, %28) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %43 = "llvm.insertvalue"(%42, %29) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %44 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %45 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %46 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %47 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %48 = "llvm.mlir.constant"() <{value = 12 : index}> : () -> i64
    %49 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %50 = "llvm.getelementptr"(%49, %48) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %51 = "llvm.ptrtoint"(%50) : (!llvm.ptr) -> i64
    %52 = "llvm.extractvalue"(%26) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %53 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_casts_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%53, %52, %51) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %54 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %55 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %56 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %57 = "llvm.mlir.constant"() <{value = 12 : index}> : () -> i64
    %58 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %59 = "llvm.getelementptr"(%58, %57) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %60 = "llvm.ptrtoint"(%59) : (!llvm.ptr) -> i64
    %61 = "llvm.extractvalue"(%43) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %62 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_casts_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%62, %61, %60) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_casts, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%52, %53, %51) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%61, %62, %60) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %63 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %64 = "llvm.alloca"(%63) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%26, %64) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
    %65 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %66 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %67 = "llvm.insertvalue"(%66, %65) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %68 = "llvm.insertvalue"(%67, %64) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %69 = "llvm.extractvalue"(%68) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %70 = "llvm.extractvalue"(%68) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%69, %70) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %71 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %72 = "llvm.alloca"(%71) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%43, %72) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
    %73 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %74 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %75 = "llvm.insertvalue"(%74, %73) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %76 = "llvm.insertvalue"(%75, %72) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %77 = "llvm.extractvalue"(%76) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %78 = "llvm.extractvalue"(%76) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%77, %78) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_main", visibility_ = 0 : i64}> ({
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @main, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64, ptr)>, linkage = #llvm.linkage<private>, sym_name = "printMemrefF32", sym_visibility = "private", visibility_ = 0 : i64}> ({
  ^bb0(%arg2: i64, %arg3: !llvm.ptr):
    %5 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %6 = "llvm.insertvalue"(%5, %arg2) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %7 = "llvm.insertvalue"(%6, %arg3) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %8 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %9 = "llvm.alloca"(%8) <{elem_type = !llvm.struct<(i64, ptr)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%7, %9) <{ordering = 0 : i64}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> ()
    "llvm.call"(%9) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_mlir_ciface_printMemrefF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_printMemrefF32", sym_visibility = "private", visibility_ = 0 : i64}> ({
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

