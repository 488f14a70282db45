"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<18 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_local_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_local_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_local", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_local_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %128 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %129 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %130 = "llvm.insertvalue"(%128, %129) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %131 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %132 = "llvm.insertvalue"(%130, %131) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %133 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %134 = "llvm.insertvalue"(%132, %133) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %135 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %136 = "llvm.insertvalue"(%134, %135) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%136) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_local_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<18 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_local_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_local", visibility_ = 0 : i64}> ({
      %83 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_local_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %84 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_local_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
      %85 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %86 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %87 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %88 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %89 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      "llvm.br"(%85)[^bb1] : (i32) -> ()
    ^bb1(%90: i32):  // 2 preds: ^bb0, ^bb10
      %91 = "llvm.icmp"(%90, %87) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%91)[^bb2, ^bb11] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %92 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %93 = "llvm.alloca"(%92) <{elem_type = !llvm.struct<packed (array<6 x i32>)>}> : (i32) -> !llvm.ptr
      "llvm.br"(%85)[^bb3] : (i32) -> ()
    ^bb3(%94: i32):  // 2 preds: ^bb2, ^bb4
      %95 = "llvm.icmp"(%94, %89) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%95)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb4:  // pred: ^bb3
      %96 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %97 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %98 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %99 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %100 = "llvm.getelementptr"(%83, %99, %94) <{elem_type = !llvm.struct<(array<6 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %101 = "llvm.load"(%100) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %102 = "llvm.sub"(%88, %94) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %103 = "llvm.add"(%101, %90) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %104 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %105 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %106 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %107 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %108 = "llvm.getelementptr"(%93, %107, %102) <{elem_type = !llvm.struct<packed (array<6 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%103, %108) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %109 = "llvm.add"(%94, %86) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%109)[^bb3] : (i32) -> ()
    ^bb5:  // pred: ^bb3
      "llvm.br"()[^bb6] : () -> ()
    ^bb6:  // pred: ^bb5
      "llvm.br"(%85)[^bb7] : (i32) -> ()
    ^bb7(%110: i32):  // 2 preds: ^bb6, ^bb8
      %111 = "llvm.icmp"(%110, %89) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%111)[^bb8, ^bb9] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb8:  // pred: ^bb7
      %112 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %113 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %114 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %115 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %116 = "llvm.getelementptr"(%93, %115, %110) <{elem_type = !llvm.struct<packed (array<6 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %117 = "llvm.load"(%116) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %118 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %119 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %120 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %121 = "llvm.mul"(%90, %120) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %122 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %123 = "llvm.add"(%110, %121) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %124 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %125 = "llvm.getelementptr"(%84, %124, %123) <{elem_type = !llvm.struct<(array<18 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%117, %125) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %126 = "llvm.add"(%110, %86) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%126)[^bb7] : (i32) -> ()
    ^bb9:  // pred: ^bb7
      "llvm.br"()[^bb10] : () -> ()
    ^bb10:  // pred: ^bb9
      %127 = "llvm.add"(%90, %86) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%127)[^bb1] : (i32) -> ()
    ^bb11:  // pred: ^bb1
      "llvm.br"()[^bb12] : () -> ()
    ^bb12:  // pred: ^bb11
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %5 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
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
    %18 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %19 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %20 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %21 = "llvm.mlir.constant"() <{value = 18 : index}> : () -> i64
    %22 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %23 = "llvm.getelementptr"(%22, %21) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %24 = "llvm.ptrtoint"(%23) : (!llvm.ptr) -> i64
    %25 = "llvm.call"(%24) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %26 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %27 = "llvm.insertvalue"(%26, %25) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %28 = "llvm.insertvalue"(%27, %25) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %29 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %30 = "llvm.insertvalue"(%28, %29) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %31 = "llvm.insertvalue"(%30, %18) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %32 = "llvm.insertvalue"(%31, %19) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %33 = "llvm.insertvalue"(%32, %19) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %34 = "llvm.insertvalue"(%33, %20) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %35 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %36 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %37 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %38 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %39 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %40 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %41 = "llvm.mlir.constant"() <{value = 10 : i32}> : () -> i32
    %42 = "llvm.mlir.constant"() <{value = 20 : i32}> : () -> i32
    %43 = "llvm.mlir.constant"() <{value = 30 : i32}> : () -> i32
    %44 = "llvm.mlir.constant"() <{value = 40 : i32}> : () -> i32
    %45 = "llvm.mlir.constant"() <{value = 50 : i32}> : () -> i32
    %46 = "llvm.mlir.constant"() <{value = 60 : i32}> : () -> i32
    %47 = "llvm.extractvalue"(%17) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %48 = "llvm.getelementptr"(%47, %35) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%41, %48) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    %49 = "llvm.extractvalue"(%17) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %50 = "llvm.getelementptr"(%49, %36) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%42, %50) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    %51 = "llvm.extractvalue"(%17) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %52 = "llvm.getelementptr"(%51, %37) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%43, %52) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    %53 = "llvm.extractvalue"(%17) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %54 = "llvm.getelementptr"(%53, %38) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%44, %54) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    %55 = "llvm.extractvalue"(%17) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %56 = "llvm.getelementptr"(%55, %39) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%45, %56) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    %57 = "llvm.extractvalue"(%17) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %58 = "llvm.getelementptr"(%57, %40) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%46, %58) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    %59 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %60 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %61 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %62 = "llvm.getelementptr"(%61, %59) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %63 = "llvm.ptrtoint"(%62) : (!llvm.ptr) -> i64
    %64 = "llvm.extractvalue"(%17) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %65 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_local_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%65, %64, %63) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %66 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %67 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %68 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %69 = "llvm.mlir.constant"() <{value = 18 : index}> : () -> i64
    %70 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %71 = "llvm.getelementptr"(%70, %69) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %72 = "llvm.ptrtoint"(%71) : (!llvm.ptr) -> i64
    %73 = "llvm.extractvalue"(%34) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %74 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_local_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%74, %73, %72) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_local, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%64, %65, %63) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%73, %74, %72) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %75 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %76 = "llvm.alloca"(%75) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%34, %76) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
    %77 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %78 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %79 = "llvm.insertvalue"(%78, %77) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %80 = "llvm.insertvalue"(%79, %76) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %81 = "llvm.extractvalue"(%80) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %82 = "llvm.extractvalue"(%80) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%81, %82) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
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

