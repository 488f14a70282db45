"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<1 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_many_arg_5_descriptor_set0_binding5", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<8 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_many_arg_4_descriptor_set0_binding4", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<4 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_many_arg_3_descriptor_set0_binding3", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<4 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_many_arg_2_descriptor_set0_binding2", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<4 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_many_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<4 x i32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_many_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_many", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_many_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %277 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %278 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %279 = "llvm.insertvalue"(%277, %278) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %280 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %281 = "llvm.insertvalue"(%279, %280) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %282 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %283 = "llvm.insertvalue"(%281, %282) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %284 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %285 = "llvm.insertvalue"(%283, %284) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%285) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<4 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_many_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<4 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_many_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<4 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_many_arg_2_descriptor_set0_binding2", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<4 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_many_arg_3_descriptor_set0_binding3", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<8 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_many_arg_4_descriptor_set0_binding4", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<1 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_many_arg_5_descriptor_set0_binding5", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_many", visibility_ = 0 : i64}> ({
      %201 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_many_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %202 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_many_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
      %203 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_many_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
      %204 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_many_arg_3_descriptor_set0_binding3}> : () -> !llvm.ptr
      %205 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_many_arg_4_descriptor_set0_binding4}> : () -> !llvm.ptr
      %206 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_many_arg_5_descriptor_set0_binding5}> : () -> !llvm.ptr
      %207 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %208 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %209 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %210 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %211 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %212 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %213 = "llvm.alloca"(%212) <{elem_type = i32}> : (i32) -> !llvm.ptr
      "llvm.br"(%207, %210)[^bb1] : (i32, i32) -> ()
    ^bb1(%214: i32, %215: i32):  // 2 preds: ^bb0, ^bb2
      %216 = "llvm.icmp"(%214, %209) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%216)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %217 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %218 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %219 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %220 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %221 = "llvm.getelementptr"(%201, %220, %214) <{elem_type = !llvm.struct<(array<4 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %222 = "llvm.load"(%221) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %223 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %224 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %225 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %226 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %227 = "llvm.getelementptr"(%202, %226, %214) <{elem_type = !llvm.struct<(array<4 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %228 = "llvm.load"(%227) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %229 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %230 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %231 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %232 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %233 = "llvm.getelementptr"(%203, %232, %214) <{elem_type = !llvm.struct<(array<4 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %234 = "llvm.load"(%233) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %235 = "llvm.sub"(%222, %214) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %236 = "llvm.mul"(%235, %228) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %237 = "llvm.add"(%236, %234) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %238 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %239 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %240 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %241 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %242 = "llvm.getelementptr"(%203, %241, %214) <{elem_type = !llvm.struct<(array<4 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%237, %242) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %243 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %244 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %245 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %246 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %247 = "llvm.getelementptr"(%204, %246, %214) <{elem_type = !llvm.struct<(array<4 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %248 = "llvm.load"(%247) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %249 = "llvm.sitofp"(%237) : (i32) -> f32
      %250 = "llvm.fmul"(%249, %248) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %251 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %252 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %253 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %254 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %255 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %256 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %257 = "llvm.getelementptr"(%205, %256, %214) <{elem_type = !llvm.struct<(array<8 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%250, %257) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %258 = "llvm.fadd"(%249, %248) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %259 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %260 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %261 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %262 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %263 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %264 = "llvm.add"(%214, %262) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %265 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %266 = "llvm.getelementptr"(%205, %265, %264) <{elem_type = !llvm.struct<(array<8 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%258, %266) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %267 = "llvm.icmp"(%237, %210) <{predicate = 4 : i64}> : (i32, i32) -> i1
      %268 = "llvm.select"(%267, %211, %210) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
      %269 = "llvm.add"(%215, %268) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.store"(%269, %213) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %270 = "llvm.add"(%214, %208) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%270, %269)[^bb1] : (i32, i32) -> ()
    ^bb3:  // pred: ^bb1
      "llvm.br"()[^bb4] : () -> ()
    ^bb4:  // pred: ^bb3
      %271 = "llvm.load"(%213) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %272 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %273 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %274 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %275 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %276 = "llvm.getelementptr"(%206, %275, %207) <{elem_type = !llvm.struct<(array<1 x i32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%271, %276) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %26 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %27 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %28 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %29 = "llvm.getelementptr"(%28, %26) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %30 = "llvm.ptrtoint"(%29) : (!llvm.ptr) -> i64
    %31 = "llvm.call"(%30) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %32 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %33 = "llvm.insertvalue"(%32, %31) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %34 = "llvm.insertvalue"(%33, %31) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %35 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %36 = "llvm.insertvalue"(%34, %35) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %37 = "llvm.insertvalue"(%36, %26) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %38 = "llvm.insertvalue"(%37, %27) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %39 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %40 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %41 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %42 = "llvm.getelementptr"(%41, %39) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %43 = "llvm.ptrtoint"(%42) : (!llvm.ptr) -> i64
    %44 = "llvm.call"(%43) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %45 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %46 = "llvm.insertvalue"(%45, %44) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %47 = "llvm.insertvalue"(%46, %44) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %48 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %49 = "llvm.insertvalue"(%47, %48) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %50 = "llvm.insertvalue"(%49, %39) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %51 = "llvm.insertvalue"(%50, %40) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %52 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %53 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %54 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %55 = "llvm.getelementptr"(%54, %52) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
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
    %78 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %79 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %80 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %81 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %82 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %83 = "llvm.getelementptr"(%82, %81) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %84 = "llvm.ptrtoint"(%83) : (!llvm.ptr) -> i64
    %85 = "llvm.call"(%84) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %86 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %87 = "llvm.insertvalue"(%86, %85) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %88 = "llvm.insertvalue"(%87, %85) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %89 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %90 = "llvm.insertvalue"(%88, %89) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %91 = "llvm.insertvalue"(%90, %78) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %92 = "llvm.insertvalue"(%91, %79) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %93 = "llvm.insertvalue"(%92, %79) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %94 = "llvm.insertvalue"(%93, %80) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %95 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %96 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %97 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %98 = "llvm.getelementptr"(%97, %95) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %99 = "llvm.ptrtoint"(%98) : (!llvm.ptr) -> i64
    %100 = "llvm.call"(%99) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %101 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %102 = "llvm.insertvalue"(%101, %100) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %103 = "llvm.insertvalue"(%102, %100) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %104 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %105 = "llvm.insertvalue"(%103, %104) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %106 = "llvm.insertvalue"(%105, %95) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %107 = "llvm.insertvalue"(%106, %96) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %108 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %109 = "llvm.mlir.constant"() <{value = -5 : i32}> : () -> i32
    %110 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %111 = "llvm.mlir.constant"() <{value = 2.500000e-01 : f32}> : () -> f32
    %112 = "llvm.extractvalue"(%38) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %113 = "llvm.extractvalue"(%38) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %114 = "llvm.extractvalue"(%38) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %115 = "llvm.extractvalue"(%38) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %116 = "llvm.extractvalue"(%38) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "llvm.call"(%112, %113, %114, %115, %116, %108) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @fillI32Buffer, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 6, 0>}> : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i32) -> ()
    %117 = "llvm.extractvalue"(%51) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %118 = "llvm.extractvalue"(%51) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %119 = "llvm.extractvalue"(%51) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %120 = "llvm.extractvalue"(%51) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %121 = "llvm.extractvalue"(%51) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "llvm.call"(%117, %118, %119, %120, %121, %109) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @fillI32Buffer, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 6, 0>}> : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i32) -> ()
    %122 = "llvm.extractvalue"(%64) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %123 = "llvm.extractvalue"(%64) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %124 = "llvm.extractvalue"(%64) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %125 = "llvm.extractvalue"(%64) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %126 = "llvm.extractvalue"(%64) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "llvm.call"(%122, %123, %124, %125, %126, %110) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @fillI32Buffer, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 6, 0>}> : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i32) -> ()
    %127 = "llvm.extractvalue"(%77) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %128 = "llvm.extractvalue"(%77) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %129 = "llvm.extractvalue"(%77) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %130 = "llvm.extractvalue"(%77) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %131 = "llvm.extractvalue"(%77) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "llvm.call"(%127, %128, %129, %130, %131, %111) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @fillF32Buffer1D, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 6, 0>}> : (!llvm.ptr, !llvm.ptr, i64, i64, i64, f32) -> ()
    %132 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %133 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %134 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %135 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %136 = "llvm.getelementptr"(%135, %133) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %137 = "llvm.ptrtoint"(%136) : (!llvm.ptr) -> i64
    %138 = "llvm.extractvalue"(%38) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %139 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_many_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%139, %138, %137) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %140 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %141 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %142 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %143 = "llvm.getelementptr"(%142, %140) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %144 = "llvm.ptrtoint"(%143) : (!llvm.ptr) -> i64
    %145 = "llvm.extractvalue"(%51) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %146 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_many_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%146, %145, %144) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %147 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %148 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %149 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %150 = "llvm.getelementptr"(%149, %147) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %151 = "llvm.ptrtoint"(%150) : (!llvm.ptr) -> i64
    %152 = "llvm.extractvalue"(%64) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %153 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_many_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%153, %152, %151) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %154 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %155 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %156 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %157 = "llvm.getelementptr"(%156, %154) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %158 = "llvm.ptrtoint"(%157) : (!llvm.ptr) -> i64
    %159 = "llvm.extractvalue"(%77) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %160 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_many_arg_3_descriptor_set0_binding3}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%160, %159, %158) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %161 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %162 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %163 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %164 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %165 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %166 = "llvm.getelementptr"(%165, %164) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %167 = "llvm.ptrtoint"(%166) : (!llvm.ptr) -> i64
    %168 = "llvm.extractvalue"(%94) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %169 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_many_arg_4_descriptor_set0_binding4}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%169, %168, %167) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %170 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %171 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %172 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %173 = "llvm.getelementptr"(%172, %170) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %174 = "llvm.ptrtoint"(%173) : (!llvm.ptr) -> i64
    %175 = "llvm.extractvalue"(%107) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %176 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_many_arg_5_descriptor_set0_binding5}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%176, %175, %174) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_many, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%138, %139, %137) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%145, %146, %144) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%152, %153, %151) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%159, %160, %158) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%168, %169, %167) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%175, %176, %174) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %177 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %178 = "llvm.alloca"(%177) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%64, %178) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %179 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %180 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %181 = "llvm.insertvalue"(%180, %179) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %182 = "llvm.insertvalue"(%181, %178) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %183 = "llvm.extractvalue"(%182) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %184 = "llvm.extractvalue"(%182) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%183, %184) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %185 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %186 = "llvm.alloca"(%185) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%94, %186) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
    %187 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %188 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %189 = "llvm.insertvalue"(%188, %187) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %190 = "llvm.insertvalue"(%189, %186) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %191 = "llvm.extractvalue"(%190) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %192 = "llvm.extractvalue"(%190) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%191, %192) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %193 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %194 = "llvm.alloca"(%193) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%107, %194) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %195 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %196 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %197 = "llvm.insertvalue"(%196, %195) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %198 = "llvm.insertvalue"(%197, %194) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %199 = "llvm.extractvalue"(%198) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %200 = "llvm.extractvalue"(%198) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%199, %200) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefI32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_main", visibility_ = 0 : i64}> ({
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @main, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, i32)>, linkage = #llvm.linkage<private>, sym_name = "fillI32Buffer", sym_visibility = "private", visibility_ = 0 : i64}> ({
  ^bb0(%arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i32):
    %18 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %19 = "llvm.insertvalue"(%18, %arg10) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %20 = "llvm.insertvalue"(%19, %arg11) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %21 = "llvm.insertvalue"(%20, %arg12) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %22 = "llvm.insertvalue"(%21, %arg13) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %23 = "llvm.insertvalue"(%22, %arg14) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %24 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %25 = "llvm.alloca"(%24) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%23, %25) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    "llvm.call"(%25, %arg15) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_mlir_ciface_fillI32Buffer, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (!llvm.ptr, i32) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, i32)>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_fillI32Buffer", sym_visibility = "private", visibility_ = 0 : i64}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, f32)>, linkage = #llvm.linkage<private>, sym_name = "fillF32Buffer1D", sym_visibility = "private", visibility_ = 0 : i64}> ({
  ^bb0(%arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: f32):
    %10 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11 = "llvm.insertvalue"(%10, %arg4) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %12 = "llvm.insertvalue"(%11, %arg5) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %13 = "llvm.insertvalue"(%12, %arg6) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %14 = "llvm.insertvalue"(%13, %arg7) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %15 = "llvm.insertvalue"(%14, %arg8) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %16 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %17 = "llvm.alloca"(%16) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%15, %17) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    "llvm.call"(%17, %arg9) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_mlir_ciface_fillF32Buffer1D, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (!llvm.ptr, f32) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, f32)>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_fillF32Buffer1D", sym_visibility = "private", visibility_ = 0 : i64}> ({
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

