"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<4 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_scale_arg_2_descriptor_set0_binding2", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<1 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_scale_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<4 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_scale_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_scale", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_scale_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %200 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %201 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %202 = "llvm.insertvalue"(%200, %201) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %203 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %204 = "llvm.insertvalue"(%202, %203) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %205 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %206 = "llvm.insertvalue"(%204, %205) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %207 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %208 = "llvm.insertvalue"(%206, %207) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%208) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<4 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_scale_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<1 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_scale_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<4 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_scale_arg_2_descriptor_set0_binding2", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_scale", visibility_ = 0 : i64}> ({
      %173 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_scale_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %174 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_scale_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
      %175 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_scale_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
      %176 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %177 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %178 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %179 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %180 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %181 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %182 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %183 = "llvm.getelementptr"(%174, %182, %176) <{elem_type = !llvm.struct<(array<1 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %184 = "llvm.load"(%183) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      "llvm.br"(%176)[^bb1] : (i32) -> ()
    ^bb1(%185: i32):  // 2 preds: ^bb0, ^bb2
      %186 = "llvm.icmp"(%185, %178) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%186)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %187 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %188 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %189 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %190 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %191 = "llvm.getelementptr"(%173, %190, %185) <{elem_type = !llvm.struct<(array<4 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %192 = "llvm.load"(%191) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %193 = "llvm.fmul"(%192, %184) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %194 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %195 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %196 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %197 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %198 = "llvm.getelementptr"(%175, %197, %185) <{elem_type = !llvm.struct<(array<4 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%193, %198) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %199 = "llvm.add"(%185, %177) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%199)[^bb1] : (i32) -> ()
    ^bb3:  // pred: ^bb1
      "llvm.br"()[^bb4] : () -> ()
    ^bb4:  // pred: ^bb3
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %13 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %14 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %15 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %16 = "llvm.getelementptr"(%15, %13) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %17 = "llvm.ptrtoint"(%16) : (!llvm.ptr) -> i64
    %18 = "llvm.call"(%17) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %19 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %20 = "llvm.insertvalue"(%19, %18) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %21 = "llvm.insertvalue"(%20, %18) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %22 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %23 = "llvm.insertvalue"(%21, %22) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %24 = "llvm.insertvalue"(%23, %13) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %25 = "llvm.insertvalue"(%24, %14) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %26 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %27 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %28 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %29 = "llvm.getelementptr"(%28, %26) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %30 = "llvm.ptrtoint"(%29) : (!llvm.ptr) -> i64
    %31 = "llvm.call"(%30) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %32 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %33 = "llvm.insertvalue"(%32, %31) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %34 = "llvm.insertvalue"(%33, %31) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %35 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %36 = "llvm.insertvalue"(%34, %35) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %37 = "llvm.insertvalue"(%36, %26) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %38 = "llvm.insertvalue"(%37, %27) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %39 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %40 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %41 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %42 = "llvm.getelementptr"(%41, %39) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %43 = "llvm.ptrtoint"(%42) : (!llvm.ptr) -> i64
    %44 = "llvm.call"(%43) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %45 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %46 = "llvm.insertvalue"(%45, %44) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %47 = "llvm.insertvalue"(%46, %44) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %48 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %49 = "llvm.insertvalue"(%47, %48) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %50 = "llvm.insertvalue"(%49, %39) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %51 = "llvm.insertvalue"(%50, %40) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %52 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %53 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %54 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %55 = "llvm.getelementptr"(%54, %52) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %56 = "llvm.ptrtoint"(%55) : (!llvm.ptr) -> i64
    %57 = "llvm.call"(%56) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %58 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %59 = "llvm.insertvalue"(%58, %57) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %60 = "llvm.insertvalue"(%59, %57) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %61 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %62 = "llvm.insertvalue"(%60, %61) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %63 = "llvm.insertvalue"(%62, %52) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %64 = "llvm.insertvalue"(%63, %53) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %65 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %66 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %67 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %68 = "llvm.getelementptr"(%67, %65) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %69 = "llvm.ptrtoint"(%68) : (!llvm.ptr) -> i64
    %70 = "llvm.call"(%69) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %71 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %72 = "llvm.insertvalue"(%71, %70) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %73 = "llvm.insertvalue"(%72, %70) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %74 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %75 = "llvm.insertvalue"(%73, %74) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %76 = "llvm.insertvalue"(%75, %65) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %77 = "llvm.insertvalue"(%76, %66) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %78 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %79 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %80 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %81 = "llvm.getelementptr"(%80, %78) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %82 = "llvm.ptrtoint"(%81) : (!llvm.ptr) -> i64
    %83 = "llvm.call"(%82) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %84 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %85 = "llvm.insertvalue"(%84, %83) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %86 = "llvm.insertvalue"(%85, %83) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %87 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %88 = "llvm.insertvalue"(%86, %87) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %89 = "llvm.insertvalue"(%88, %78) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %90 = "llvm.insertvalue"(%89, %79) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %91 = "llvm.mlir.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %92 = "llvm.mlir.constant"() <{value = -4.000000e+00 : f32}> : () -> f32
    %93 = "llvm.extractvalue"(%25) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %94 = "llvm.extractvalue"(%25) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %95 = "llvm.extractvalue"(%25) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %96 = "llvm.extractvalue"(%25) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %97 = "llvm.extractvalue"(%25) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "llvm.call"(%93, %94, %95, %96, %97, %91) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @fillF32Buffer1D, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 6, 0>}> : (!llvm.ptr, !llvm.ptr, i64, i64, i64, f32) -> ()
    %98 = "llvm.extractvalue"(%38) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %99 = "llvm.extractvalue"(%38) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %100 = "llvm.extractvalue"(%38) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %101 = "llvm.extractvalue"(%38) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %102 = "llvm.extractvalue"(%38) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "llvm.call"(%98, %99, %100, %101, %102, %92) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @fillF32Buffer1D, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 6, 0>}> : (!llvm.ptr, !llvm.ptr, i64, i64, i64, f32) -> ()
    %103 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %104 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %105 = "llvm.mlir.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %106 = "llvm.extractvalue"(%38) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %107 = "llvm.getelementptr"(%106, %104) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%105, %107) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
    %108 = "llvm.mlir.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %109 = "llvm.mlir.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
    %110 = "llvm.extractvalue"(%51) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %111 = "llvm.getelementptr"(%110, %103) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%108, %111) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
    %112 = "llvm.extractvalue"(%64) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %113 = "llvm.getelementptr"(%112, %103) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%109, %113) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
    %114 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %115 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %116 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %117 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %118 = "llvm.getelementptr"(%117, %115) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %119 = "llvm.ptrtoint"(%118) : (!llvm.ptr) -> i64
    %120 = "llvm.extractvalue"(%25) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %121 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_scale_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%121, %120, %119) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %122 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %123 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %124 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %125 = "llvm.getelementptr"(%124, %122) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %126 = "llvm.ptrtoint"(%125) : (!llvm.ptr) -> i64
    %127 = "llvm.extractvalue"(%51) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %128 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_scale_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%128, %127, %126) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %129 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %130 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %131 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %132 = "llvm.getelementptr"(%131, %129) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %133 = "llvm.ptrtoint"(%132) : (!llvm.ptr) -> i64
    %134 = "llvm.extractvalue"(%77) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %135 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_scale_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%135, %134, %133) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_scale, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%120, %121, %119) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%127, %128, %126) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%134, %135, %133) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %136 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %137 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %138 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %139 = "llvm.getelementptr"(%138, %136) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %140 = "llvm.ptrtoint"(%139) : (!llvm.ptr) -> i64
    %141 = "llvm.extractvalue"(%38) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %142 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_scale_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%142, %141, %140) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %143 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %144 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %145 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %146 = "llvm.getelementptr"(%145, %143) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %147 = "llvm.ptrtoint"(%146) : (!llvm.ptr) -> i64
    %148 = "llvm.extractvalue"(%64) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %149 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_scale_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%149, %148, %147) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %150 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %151 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %152 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %153 = "llvm.getelementptr"(%152, %150) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %154 = "llvm.ptrtoint"(%153) : (!llvm.ptr) -> i64
    %155 = "llvm.extractvalue"(%90) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %156 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_scale_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%156, %155, %154) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_scale, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%141, %142, %140) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%148, %149, %147) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%155, %156, %154) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %157 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %158 = "llvm.alloca"(%157) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%77, %158) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %159 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %160 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %161 = "llvm.insertvalue"(%160, %159) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %162 = "llvm.insertvalue"(%161, %158) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %163 = "llvm.extractvalue"(%162) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %164 = "llvm.extractvalue"(%162) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%163, %164) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %165 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %166 = "llvm.alloca"(%165) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%90, %166) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %167 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %168 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %169 = "llvm.insertvalue"(%168, %167) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %170 = "llvm.insertvalue"(%169, %166) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %171 = "llvm.extractvalue"(%170) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %172 = "llvm.extractvalue"(%170) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%171, %172) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_main", visibility_ = 0 : i64}> ({
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @main, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, f32)>, linkage = #llvm.linkage<private>, sym_name = "fillF32Buffer1D", sym_visibility = "private", visibility_ = 0 : i64}> ({
  ^bb0(%arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: f32):
    %5 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6 = "llvm.insertvalue"(%5, %arg2) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = "llvm.insertvalue"(%6, %arg3) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8 = "llvm.insertvalue"(%7, %arg4) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9 = "llvm.insertvalue"(%8, %arg5) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10 = "llvm.insertvalue"(%9, %arg6) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %12 = "llvm.alloca"(%11) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%10, %12) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    "llvm.call"(%12, %arg7) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_mlir_ciface_fillF32Buffer1D, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (!llvm.ptr, f32) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, f32)>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_fillF32Buffer1D", sym_visibility = "private", visibility_ = 0 : i64}> ({
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

