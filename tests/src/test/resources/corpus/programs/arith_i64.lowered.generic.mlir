"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<10 x i64>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_i64ops_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<2 x i64>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_i64ops_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_i64ops", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_i64ops_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %147 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %148 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %149 = "llvm.insertvalue"(%147, %148) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %150 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %151 = "llvm.insertvalue"(%149, %150) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %152 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %153 = "llvm.insertvalue"(%151, %152) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %154 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %155 = "llvm.insertvalue"(%153, %154) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%155) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<2 x i64>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_i64ops_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<10 x i64>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_i64ops_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_i64ops", visibility_ = 0 : i64}> ({
      %61 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_i64ops_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %62 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_i64ops_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
      %63 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %64 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %65 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %66 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %67 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %68 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %69 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %70 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
      %71 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %72 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
      %73 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %74 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %75 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %76 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %77 = "llvm.getelementptr"(%61, %76, %63) <{elem_type = !llvm.struct<(array<2 x i64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %78 = "llvm.load"(%77) <{ordering = 0 : i64}> : (!llvm.ptr) -> i64
      %79 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %80 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %81 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %82 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %83 = "llvm.getelementptr"(%61, %82, %64) <{elem_type = !llvm.struct<(array<2 x i64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %84 = "llvm.load"(%83) <{ordering = 0 : i64}> : (!llvm.ptr) -> i64
      %85 = "llvm.mlir.constant"() <{value = 20 : i64}> : () -> i64
      %86 = "llvm.mlir.constant"() <{value = 281470681808895 : i64}> : () -> i64
      %87 = "llvm.add"(%78, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %88 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %89 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %90 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %91 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %92 = "llvm.getelementptr"(%62, %91, %63) <{elem_type = !llvm.struct<(array<10 x i64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%87, %92) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      %93 = "llvm.sub"(%84, %78) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %94 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %95 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %96 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %97 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %98 = "llvm.getelementptr"(%62, %97, %64) <{elem_type = !llvm.struct<(array<10 x i64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%93, %98) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      %99 = "llvm.mul"(%78, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %100 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %101 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %102 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %103 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %104 = "llvm.getelementptr"(%62, %103, %65) <{elem_type = !llvm.struct<(array<10 x i64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%99, %104) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      %105 = "llvm.sdiv"(%93, %78) : (i64, i64) -> i64
      %106 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %107 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %108 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %109 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %110 = "llvm.getelementptr"(%62, %109, %66) <{elem_type = !llvm.struct<(array<10 x i64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%105, %110) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      %111 = "llvm.udiv"(%93, %84) : (i64, i64) -> i64
      %112 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %113 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %114 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %115 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %116 = "llvm.getelementptr"(%62, %115, %67) <{elem_type = !llvm.struct<(array<10 x i64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%111, %116) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      %117 = "llvm.urem"(%78, %84) : (i64, i64) -> i64
      %118 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %119 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %120 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %121 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %122 = "llvm.getelementptr"(%62, %121, %68) <{elem_type = !llvm.struct<(array<10 x i64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%117, %122) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      %123 = "llvm.and"(%78, %86) : (i64, i64) -> i64
      %124 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %125 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %126 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %127 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %128 = "llvm.getelementptr"(%62, %127, %69) <{elem_type = !llvm.struct<(array<10 x i64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%123, %128) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      %129 = "llvm.xor"(%84, %86) : (i64, i64) -> i64
      %130 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %131 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %132 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %133 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %134 = "llvm.getelementptr"(%62, %133, %70) <{elem_type = !llvm.struct<(array<10 x i64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%129, %134) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      %135 = "llvm.shl"(%78, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %136 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %137 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %138 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %139 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %140 = "llvm.getelementptr"(%62, %139, %71) <{elem_type = !llvm.struct<(array<10 x i64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%135, %140) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      %141 = "llvm.ashr"(%93, %85) : (i64, i64) -> i64
      %142 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %143 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %144 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %145 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %146 = "llvm.getelementptr"(%62, %145, %72) <{elem_type = !llvm.struct<(array<10 x i64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%141, %146) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %5 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %7 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %8 = "llvm.getelementptr"(%7, %5) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %9 = "llvm.ptrtoint"(%8) : (!llvm.ptr) -> i64
    %10 = "llvm.call"(%9) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %11 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %12 = "llvm.insertvalue"(%11, %10) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %13 = "llvm.insertvalue"(%12, %10) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %14 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %15 = "llvm.insertvalue"(%13, %14) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %16 = "llvm.insertvalue"(%15, %5) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %17 = "llvm.insertvalue"(%16, %6) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %18 = "llvm.mlir.constant"() <{value = 10 : index}> : () -> i64
    %19 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %20 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %21 = "llvm.getelementptr"(%20, %18) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %22 = "llvm.ptrtoint"(%21) : (!llvm.ptr) -> i64
    %23 = "llvm.call"(%22) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %24 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %25 = "llvm.insertvalue"(%24, %23) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %26 = "llvm.insertvalue"(%25, %23) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %27 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %28 = "llvm.insertvalue"(%26, %27) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %29 = "llvm.insertvalue"(%28, %18) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %30 = "llvm.insertvalue"(%29, %19) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %31 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %32 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %33 = "llvm.mlir.constant"() <{value = 123456789012 : i64}> : () -> i64
    %34 = "llvm.mlir.constant"() <{value = -987654321 : i64}> : () -> i64
    %35 = "llvm.extractvalue"(%17) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %36 = "llvm.getelementptr"(%35, %31) <{elem_type = i64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%33, %36) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %37 = "llvm.extractvalue"(%17) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %38 = "llvm.getelementptr"(%37, %32) <{elem_type = i64, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%34, %38) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %39 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %40 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %41 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %42 = "llvm.getelementptr"(%41, %39) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %43 = "llvm.ptrtoint"(%42) : (!llvm.ptr) -> i64
    %44 = "llvm.extractvalue"(%17) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %45 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_i64ops_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%45, %44, %43) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %46 = "llvm.mlir.constant"() <{value = 10 : index}> : () -> i64
    %47 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %48 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %49 = "llvm.getelementptr"(%48, %46) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %50 = "llvm.ptrtoint"(%49) : (!llvm.ptr) -> i64
    %51 = "llvm.extractvalue"(%30) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %52 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_i64ops_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%52, %51, %50) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_i64ops, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%44, %45, %43) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%51, %52, %50) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %53 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %54 = "llvm.alloca"(%53) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%30, %54) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %55 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %56 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %57 = "llvm.insertvalue"(%56, %55) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %58 = "llvm.insertvalue"(%57, %54) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %59 = "llvm.extractvalue"(%58) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %60 = "llvm.extractvalue"(%58) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%59, %60) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_main", visibility_ = 0 : i64}> ({
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @main, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
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

