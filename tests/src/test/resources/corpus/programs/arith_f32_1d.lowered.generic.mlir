"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_farith_arg_6_descriptor_set0_binding6", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_farith_arg_5_descriptor_set0_binding5", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_farith_arg_4_descriptor_set0_binding4", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_farith_arg_3_descriptor_set0_binding3", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_farith_arg_2_descriptor_set0_binding2", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_farith_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_farith_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_farith", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_farith_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %265 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %266 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %267 = "llvm.insertvalue"(%265, %266) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %268 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %269 = "llvm.insertvalue"(%267, %268) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %270 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %271 = "llvm.insertvalue"(%269, %270) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %272 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %273 = "llvm.insertvalue"(%271, %272) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%273) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_farith_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_farith_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_farith_arg_2_descriptor_set0_binding2", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_farith_arg_3_descriptor_set0_binding3", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_farith_arg_4_descriptor_set0_binding4", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_farith_arg_5_descriptor_set0_binding5", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<6 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_farith_arg_6_descriptor_set0_binding6", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_farith", visibility_ = 0 : i64}> ({
      %206 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_farith_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %207 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_farith_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
      %208 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_farith_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
      %209 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_farith_arg_3_descriptor_set0_binding3}> : () -> !llvm.ptr
      %210 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_farith_arg_4_descriptor_set0_binding4}> : () -> !llvm.ptr
      %211 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_farith_arg_5_descriptor_set0_binding5}> : () -> !llvm.ptr
      %212 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_farith_arg_6_descriptor_set0_binding6}> : () -> !llvm.ptr
      %213 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %214 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %215 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %216 = "llvm.mlir.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      "llvm.br"(%213)[^bb1] : (i32) -> ()
    ^bb1(%217: i32):  // 2 preds: ^bb0, ^bb2
      %218 = "llvm.icmp"(%217, %215) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%218)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %219 = "llvm.sitofp"(%217) : (i32) -> f32
      %220 = "llvm.fadd"(%219, %216) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %221 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %222 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %223 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %224 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %225 = "llvm.getelementptr"(%206, %224, %217) <{elem_type = !llvm.struct<(array<6 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %226 = "llvm.load"(%225) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %227 = "llvm.fmul"(%226, %220) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %228 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %229 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %230 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %231 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %232 = "llvm.getelementptr"(%207, %231, %217) <{elem_type = !llvm.struct<(array<6 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %233 = "llvm.load"(%232) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %234 = "llvm.fadd"(%227, %233) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %235 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %236 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %237 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %238 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %239 = "llvm.getelementptr"(%208, %238, %217) <{elem_type = !llvm.struct<(array<6 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%234, %239) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %240 = "llvm.fsub"(%227, %233) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %241 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %242 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %243 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %244 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %245 = "llvm.getelementptr"(%209, %244, %217) <{elem_type = !llvm.struct<(array<6 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%240, %245) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %246 = "llvm.fmul"(%227, %233) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %247 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %248 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %249 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %250 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %251 = "llvm.getelementptr"(%210, %250, %217) <{elem_type = !llvm.struct<(array<6 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%246, %251) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %252 = "llvm.fdiv"(%233, %227) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %253 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %254 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %255 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %256 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %257 = "llvm.getelementptr"(%211, %256, %217) <{elem_type = !llvm.struct<(array<6 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%252, %257) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %258 = "llvm.fneg"(%227) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
      %259 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %260 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %261 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %262 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %263 = "llvm.getelementptr"(%212, %262, %217) <{elem_type = !llvm.struct<(array<6 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%258, %263) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %264 = "llvm.add"(%217, %214) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%264)[^bb1] : (i32) -> ()
    ^bb3:  // pred: ^bb1
      "llvm.br"()[^bb4] : () -> ()
    ^bb4:  // pred: ^bb3
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %13 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
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
    %26 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
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
    %39 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
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
    %52 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
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
    %65 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
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
    %78 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
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
    %91 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %92 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %93 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %94 = "llvm.getelementptr"(%93, %91) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %95 = "llvm.ptrtoint"(%94) : (!llvm.ptr) -> i64
    %96 = "llvm.call"(%95) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %97 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %98 = "llvm.insertvalue"(%97, %96) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %99 = "llvm.insertvalue"(%98, %96) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %100 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %101 = "llvm.insertvalue"(%99, %100) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %102 = "llvm.insertvalue"(%101, %91) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %103 = "llvm.insertvalue"(%102, %92) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %104 = "llvm.mlir.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %105 = "llvm.mlir.constant"() <{value = -7.500000e-01 : f32}> : () -> f32
    %106 = "llvm.extractvalue"(%25) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %107 = "llvm.extractvalue"(%25) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %108 = "llvm.extractvalue"(%25) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %109 = "llvm.extractvalue"(%25) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %110 = "llvm.extractvalue"(%25) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "llvm.call"(%106, %107, %108, %109, %110, %104) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @fillF32Buffer1D, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 6, 0>}> : (!llvm.ptr, !llvm.ptr, i64, i64, i64, f32) -> ()
    %111 = "llvm.extractvalue"(%38) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %112 = "llvm.extractvalue"(%38) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %113 = "llvm.extractvalue"(%38) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %114 = "llvm.extractvalue"(%38) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %115 = "llvm.extractvalue"(%38) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "llvm.call"(%111, %112, %113, %114, %115, %105) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @fillF32Buffer1D, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 6, 0>}> : (!llvm.ptr, !llvm.ptr, i64, i64, i64, f32) -> ()
    %116 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %117 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %118 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %119 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %120 = "llvm.getelementptr"(%119, %117) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %121 = "llvm.ptrtoint"(%120) : (!llvm.ptr) -> i64
    %122 = "llvm.extractvalue"(%25) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %123 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_farith_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%123, %122, %121) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %124 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %125 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %126 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %127 = "llvm.getelementptr"(%126, %124) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %128 = "llvm.ptrtoint"(%127) : (!llvm.ptr) -> i64
    %129 = "llvm.extractvalue"(%38) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %130 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_farith_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%130, %129, %128) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %131 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %132 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %133 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %134 = "llvm.getelementptr"(%133, %131) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %135 = "llvm.ptrtoint"(%134) : (!llvm.ptr) -> i64
    %136 = "llvm.extractvalue"(%51) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %137 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_farith_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%137, %136, %135) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %138 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %139 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %140 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %141 = "llvm.getelementptr"(%140, %138) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %142 = "llvm.ptrtoint"(%141) : (!llvm.ptr) -> i64
    %143 = "llvm.extractvalue"(%64) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %144 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_farith_arg_3_descriptor_set0_binding3}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%144, %143, %142) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %145 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %146 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %147 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %148 = "llvm.getelementptr"(%147, %145) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %149 = "llvm.ptrtoint"(%148) : (!llvm.ptr) -> i64
    %150 = "llvm.extractvalue"(%77) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %151 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_farith_arg_4_descriptor_set0_binding4}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%151, %150, %149) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %152 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %153 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %154 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %155 = "llvm.getelementptr"(%154, %152) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %156 = "llvm.ptrtoint"(%155) : (!llvm.ptr) -> i64
    %157 = "llvm.extractvalue"(%90) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %158 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_farith_arg_5_descriptor_set0_binding5}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%158, %157, %156) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %159 = "llvm.mlir.constant"() <{value = 6 : index}> : () -> i64
    %160 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %161 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %162 = "llvm.getelementptr"(%161, %159) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %163 = "llvm.ptrtoint"(%162) : (!llvm.ptr) -> i64
    %164 = "llvm.extractvalue"(%103) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %165 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_farith_arg_6_descriptor_set0_binding6}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%165, %164, %163) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_farith, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%122, %123, %121) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%129, %130, %128) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%136, %137, %135) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%143, %144, %142) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%150, %151, %149) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%157, %158, %156) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%164, %165, %163) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %166 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %167 = "llvm.alloca"(%166) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%51, %167) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %168 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %169 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %170 = "llvm.insertvalue"(%169, %168) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %171 = "llvm.insertvalue"(%170, %167) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %172 = "llvm.extractvalue"(%171) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %173 = "llvm.extractvalue"(%171) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%172, %173) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %174 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %175 = "llvm.alloca"(%174) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%64, %175) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %176 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %177 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %178 = "llvm.insertvalue"(%177, %176) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %179 = "llvm.insertvalue"(%178, %175) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %180 = "llvm.extractvalue"(%179) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %181 = "llvm.extractvalue"(%179) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%180, %181) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %182 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %183 = "llvm.alloca"(%182) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%77, %183) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %184 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %185 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %186 = "llvm.insertvalue"(%185, %184) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %187 = "llvm.insertvalue"(%186, %183) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %188 = "llvm.extractvalue"(%187) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %189 = "llvm.extractvalue"(%187) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%188, %189) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %190 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %191 = "llvm.alloca"(%190) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%90, %191) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %192 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %193 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %194 = "llvm.insertvalue"(%193, %192) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %195 = "llvm.insertvalue"(%194, %191) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %196 = "llvm.extractvalue"(%195) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %197 = "llvm.extractvalue"(%195) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%196, %197) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %198 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %199 = "llvm.alloca"(%198) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%103, %199) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %200 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %201 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %202 = "llvm.insertvalue"(%201, %200) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %203 = "llvm.insertvalue"(%202, %199) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %204 = "llvm.extractvalue"(%203) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %205 = "llvm.extractvalue"(%203) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%204, %205) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
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

