"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<5 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_bits_arg_2_descriptor_set0_binding2", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<5 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_bits_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<5 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_bits_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_bits", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_bits_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %135 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %136 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %137 = "llvm.insertvalue"(%135, %136) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %138 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %139 = "llvm.insertvalue"(%137, %138) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %140 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %141 = "llvm.insertvalue"(%139, %140) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %142 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %143 = "llvm.insertvalue"(%141, %142) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%143) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<5 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_bits_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<5 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_bits_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<5 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_bits_arg_2_descriptor_set0_binding2", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_bits", visibility_ = 0 : i64}> ({
      %106 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_bits_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %107 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_bits_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
      %108 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_bits_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
      %109 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %110 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %111 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %112 = "llvm.mlir.constant"() <{value = -2147483648 : i32}> : () -> i32
      "llvm.br"(%109)[^bb1] : (i32) -> ()
    ^bb1(%113: i32):  // 2 preds: ^bb0, ^bb2
      %114 = "llvm.icmp"(%113, %111) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%114)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %115 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %116 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %117 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %118 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %119 = "llvm.getelementptr"(%106, %118, %113) <{elem_type = !llvm.struct<(array<5 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %120 = "llvm.load"(%119) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %121 = "llvm.bitcast"(%120) : (f32) -> i32
      %122 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %123 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %124 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %125 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %126 = "llvm.getelementptr"(%107, %125, %113) <{elem_type = !llvm.struct<(array<5 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%121, %126) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %127 = "llvm.xor"(%121, %112) : (i32, i32) -> i32
      %128 = "llvm.bitcast"(%127) : (i32) -> f32
      %129 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %130 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %131 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %132 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %133 = "llvm.getelementptr"(%108, %132, %113) <{elem_type = !llvm.struct<(array<5 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%128, %133) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %134 = "llvm.add"(%113, %110) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%134)[^bb1] : (i32) -> ()
    ^bb3:  // pred: ^bb1
      "llvm.br"()[^bb4] : () -> ()
    ^bb4:  // pred: ^bb3
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %10 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %11 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %12 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %13 = "llvm.getelementptr"(%12, %10) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %14 = "llvm.ptrtoint"(%13) : (!llvm.ptr) -> i64
    %15 = "llvm.call"(%14) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %16 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %17 = "llvm.insertvalue"(%16, %15) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %18 = "llvm.insertvalue"(%17, %15) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %19 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %20 = "llvm.insertvalue"(%18, %19) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %21 = "llvm.insertvalue"(%20, %10) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %22 = "llvm.insertvalue"(%21, %11) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %23 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %24 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %25 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %26 = "llvm.getelementptr"(%25, %23) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %27 = "llvm.ptrtoint"(%26) : (!llvm.ptr) -> i64
    %28 = "llvm.call"(%27) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %29 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %30 = "llvm.insertvalue"(%29, %28) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %31 = "llvm.insertvalue"(%30, %28) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %32 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %33 = "llvm.insertvalue"(%31, %32) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %34 = "llvm.insertvalue"(%33, %23) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %35 = "llvm.insertvalue"(%34, %24) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %36 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %37 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %38 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %39 = "llvm.getelementptr"(%38, %36) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %40 = "llvm.ptrtoint"(%39) : (!llvm.ptr) -> i64
    %41 = "llvm.call"(%40) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %42 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %43 = "llvm.insertvalue"(%42, %41) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %44 = "llvm.insertvalue"(%43, %41) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %45 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %46 = "llvm.insertvalue"(%44, %45) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %47 = "llvm.insertvalue"(%46, %36) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %48 = "llvm.insertvalue"(%47, %37) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %49 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %50 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %51 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %52 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %53 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %54 = "llvm.mlir.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %55 = "llvm.mlir.constant"() <{value = -2.000000e+00 : f32}> : () -> f32
    %56 = "llvm.mlir.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
    %57 = "llvm.mlir.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %58 = "llvm.mlir.constant"() <{value = 3.40282347E+38 : f32}> : () -> f32
    %59 = "llvm.extractvalue"(%22) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %60 = "llvm.getelementptr"(%59, %49) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%54, %60) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
    %61 = "llvm.extractvalue"(%22) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %62 = "llvm.getelementptr"(%61, %50) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%55, %62) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
    %63 = "llvm.extractvalue"(%22) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %64 = "llvm.getelementptr"(%63, %51) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%56, %64) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
    %65 = "llvm.extractvalue"(%22) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %66 = "llvm.getelementptr"(%65, %52) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%57, %66) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
    %67 = "llvm.extractvalue"(%22) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %68 = "llvm.getelementptr"(%67, %53) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%58, %68) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
    %69 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %70 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %71 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %72 = "llvm.getelementptr"(%71, %69) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %73 = "llvm.ptrtoint"(%72) : (!llvm.ptr) -> i64
    %74 = "llvm.extractvalue"(%22) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %75 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_bits_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%75, %74, %73) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %76 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %77 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %78 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %79 = "llvm.getelementptr"(%78, %76) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %80 = "llvm.ptrtoint"(%79) : (!llvm.ptr) -> i64
    %81 = "llvm.extractvalue"(%35) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %82 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_bits_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%82, %81, %80) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %83 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %84 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %85 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %86 = "llvm.getelementptr"(%85, %83) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %87 = "llvm.ptrtoint"(%86) : (!llvm.ptr) -> i64
    %88 = "llvm.extractvalue"(%48) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %89 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_bits_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%89, %88, %87) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_bits, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%74, %75, %73) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%81, %82, %80) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%88, %89, %87) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %90 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %91 = "llvm.alloca"(%90) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%35, %91) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %92 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %93 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %94 = "llvm.insertvalue"(%93, %92) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %95 = "llvm.insertvalue"(%94, %91) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %96 = "llvm.extractvalue"(%95) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %97 = "llvm.extractvalue"(%95) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%96, %97) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %98 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %99 = "llvm.alloca"(%98) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%48, %99) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %100 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %101 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %102 = "llvm.insertvalue"(%101, %100) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %103 = "llvm.insertvalue"(%102, %99) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %104 = "llvm.extractvalue"(%103) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %105 = "llvm.extractvalue"(%103) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%104, %105) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
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
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64, ptr)>, linkage = #llvm.linkage<private>, sym_name = "printMemrefF32", sym_visibility = "private", visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i64, %arg1: !llvm.ptr):
    %0 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %1 = "llvm.insertvalue"(%0, %arg0) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %2 = "llvm.insertvalue"(%1, %arg1) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %3 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %4 = "llvm.alloca"(%3) <{elem_type = !llvm.struct<(i64, ptr)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%2, %4) <{ordering = 0 : i64}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> ()
    "llvm.call"(%4) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_mlir_ciface_printMemrefF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_printMemrefF32", sym_visibility = "private", visibility_ = 0 : i64}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

