"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<50 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_cmp_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_cmp", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_cmp_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %161 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %162 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %163 = "llvm.insertvalue"(%161, %162) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %164 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %165 = "llvm.insertvalue"(%163, %164) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %166 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %167 = "llvm.insertvalue"(%165, %166) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %168 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %169 = "llvm.insertvalue"(%167, %168) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%169) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<50 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_cmp_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_cmp", visibility_ = 0 : i64}> ({
      %40 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_cmp_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %41 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %42 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %43 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %44 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %45 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %46 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %47 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %48 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
      %49 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %50 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
      %51 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %52 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %53 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %54 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      "llvm.br"(%41)[^bb1] : (i32) -> ()
    ^bb1(%55: i32):  // 2 preds: ^bb0, ^bb2
      %56 = "llvm.icmp"(%55, %46) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%56)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %57 = "llvm.sub"(%55, %51) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %58 = "llvm.mul"(%55, %51) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %59 = "llvm.sub"(%52, %58) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %60 = "llvm.sub"(%59, %53) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %61 = "llvm.icmp"(%57, %54) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %62 = "llvm.select"(%61, %53, %54) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %63 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %64 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %65 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %66 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %67 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %68 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %69 = "llvm.getelementptr"(%40, %68, %55) <{elem_type = !llvm.struct<(array<50 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%62, %69) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %70 = "llvm.icmp"(%57, %54) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %71 = "llvm.select"(%70, %53, %54) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %72 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %73 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %74 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %75 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %76 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %77 = "llvm.add"(%55, %75) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %78 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %79 = "llvm.getelementptr"(%40, %78, %77) <{elem_type = !llvm.struct<(array<50 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%71, %79) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %80 = "llvm.icmp"(%57, %60) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %81 = "llvm.select"(%80, %53, %54) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %82 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %83 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %84 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %85 = "llvm.mlir.constant"() <{value = 10 : i32}> : () -> i32
      %86 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %87 = "llvm.add"(%55, %85) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %88 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %89 = "llvm.getelementptr"(%40, %88, %87) <{elem_type = !llvm.struct<(array<50 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%81, %89) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %90 = "llvm.icmp"(%57, %60) <{predicate = 3 : i64}> : (i32, i32) -> i1
      %91 = "llvm.select"(%90, %53, %54) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %92 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %93 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %94 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %95 = "llvm.mlir.constant"() <{value = 15 : i32}> : () -> i32
      %96 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %97 = "llvm.add"(%55, %95) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %98 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %99 = "llvm.getelementptr"(%40, %98, %97) <{elem_type = !llvm.struct<(array<50 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%91, %99) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %100 = "llvm.icmp"(%57, %60) <{predicate = 4 : i64}> : (i32, i32) -> i1
      %101 = "llvm.select"(%100, %53, %54) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %102 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %103 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %104 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %105 = "llvm.mlir.constant"() <{value = 20 : i32}> : () -> i32
      %106 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %107 = "llvm.add"(%55, %105) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %108 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %109 = "llvm.getelementptr"(%40, %108, %107) <{elem_type = !llvm.struct<(array<50 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%101, %109) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %110 = "llvm.icmp"(%57, %60) <{predicate = 5 : i64}> : (i32, i32) -> i1
      %111 = "llvm.select"(%110, %53, %54) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %112 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %113 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %114 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %115 = "llvm.mlir.constant"() <{value = 25 : i32}> : () -> i32
      %116 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %117 = "llvm.add"(%55, %115) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %118 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %119 = "llvm.getelementptr"(%40, %118, %117) <{elem_type = !llvm.struct<(array<50 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%111, %119) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %120 = "llvm.icmp"(%57, %60) <{predicate = 6 : i64}> : (i32, i32) -> i1
      %121 = "llvm.select"(%120, %53, %54) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %122 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %123 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %124 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %125 = "llvm.mlir.constant"() <{value = 30 : i32}> : () -> i32
      %126 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %127 = "llvm.add"(%55, %125) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %128 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %129 = "llvm.getelementptr"(%40, %128, %127) <{elem_type = !llvm.struct<(array<50 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%121, %129) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %130 = "llvm.icmp"(%57, %60) <{predicate = 7 : i64}> : (i32, i32) -> i1
      %131 = "llvm.select"(%130, %53, %54) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %132 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %133 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %134 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %135 = "llvm.mlir.constant"() <{value = 35 : i32}> : () -> i32
      %136 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %137 = "llvm.add"(%55, %135) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %138 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %139 = "llvm.getelementptr"(%40, %138, %137) <{elem_type = !llvm.struct<(array<50 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%131, %139) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %140 = "llvm.icmp"(%57, %60) <{predicate = 8 : i64}> : (i32, i32) -> i1
      %141 = "llvm.select"(%140, %53, %54) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %142 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %143 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %144 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %145 = "llvm.mlir.constant"() <{value = 40 : i32}> : () -> i32
      %146 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %147 = "llvm.add"(%55, %145) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %148 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %149 = "llvm.getelementptr"(%40, %148, %147) <{elem_type = !llvm.struct<(array<50 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%141, %149) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %150 = "llvm.icmp"(%57, %60) <{predicate = 9 : i64}> : (i32, i32) -> i1
      %151 = "llvm.select"(%150, %57, %60) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %152 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %153 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %154 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %155 = "llvm.mlir.constant"() <{value = 45 : i32}> : () -> i32
      %156 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %157 = "llvm.add"(%55, %155) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %158 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %159 = "llvm.getelementptr"(%40, %158, %157) <{elem_type = !llvm.struct<(array<50 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%151, %159) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %160 = "llvm.add"(%55, %42) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%160)[^bb1] : (i32) -> ()
    ^bb3:  // pred: ^bb1
      "llvm.br"()[^bb4] : () -> ()
    ^bb4:  // pred: ^bb3
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %5 = "llvm.mlir.constant"() <{value = 10 : index}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = 50 : index}> : () -> i64
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
    %23 = "llvm.mlir.constant"() <{value = 10 : index}> : () -> i64
    %24 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %25 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %26 = "llvm.mlir.constant"() <{value = 50 : index}> : () -> i64
    %27 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %28 = "llvm.getelementptr"(%27, %26) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %29 = "llvm.ptrtoint"(%28) : (!llvm.ptr) -> i64
    %30 = "llvm.extractvalue"(%21) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %31 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_cmp_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%31, %30, %29) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_cmp, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
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

