"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<24 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_cube_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_cube", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_cube_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %114 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %115 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %116 = "llvm.insertvalue"(%114, %115) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %117 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %118 = "llvm.insertvalue"(%116, %117) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %119 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %120 = "llvm.insertvalue"(%118, %119) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %121 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %122 = "llvm.insertvalue"(%120, %121) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%122) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<24 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_cube_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_cube", visibility_ = 0 : i64}> ({
      %68 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_cube_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %69 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %70 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %71 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %72 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %73 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %74 = "llvm.mlir.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
      "llvm.br"(%69)[^bb1] : (i32) -> ()
    ^bb1(%75: i32):  // 2 preds: ^bb0, ^bb10
      %76 = "llvm.icmp"(%75, %71) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%76)[^bb2, ^bb11] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      "llvm.br"(%69)[^bb3] : (i32) -> ()
    ^bb3(%77: i32):  // 2 preds: ^bb2, ^bb8
      %78 = "llvm.icmp"(%77, %72) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%78)[^bb4, ^bb9] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb4:  // pred: ^bb3
      "llvm.br"(%69)[^bb5] : (i32) -> ()
    ^bb5(%79: i32):  // 2 preds: ^bb4, ^bb6
      %80 = "llvm.icmp"(%79, %73) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%80)[^bb6, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb6:  // pred: ^bb5
      %81 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %82 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %83 = "llvm.mlir.constant"() <{value = 12 : i32}> : () -> i32
      %84 = "llvm.mul"(%75, %83) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %85 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %86 = "llvm.mul"(%77, %85) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %87 = "llvm.add"(%86, %84) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %88 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %89 = "llvm.add"(%79, %87) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %90 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %91 = "llvm.getelementptr"(%68, %90, %89) <{elem_type = !llvm.struct<(array<24 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %92 = "llvm.load"(%91) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %93 = "llvm.sitofp"(%75) : (i32) -> f32
      %94 = "llvm.sitofp"(%77) : (i32) -> f32
      %95 = "llvm.sitofp"(%79) : (i32) -> f32
      %96 = "llvm.fmul"(%92, %93) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %97 = "llvm.fadd"(%96, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %98 = "llvm.fmul"(%95, %74) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %99 = "llvm.fsub"(%97, %98) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %100 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %101 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %102 = "llvm.mlir.constant"() <{value = 12 : i32}> : () -> i32
      %103 = "llvm.mul"(%75, %102) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %104 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %105 = "llvm.mul"(%77, %104) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %106 = "llvm.add"(%105, %103) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %107 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %108 = "llvm.add"(%79, %106) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %109 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %110 = "llvm.getelementptr"(%68, %109, %108) <{elem_type = !llvm.struct<(array<24 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%99, %110) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %111 = "llvm.add"(%79, %70) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%111)[^bb5] : (i32) -> ()
    ^bb7:  // pred: ^bb5
      "llvm.br"()[^bb8] : () -> ()
    ^bb8:  // pred: ^bb7
      %112 = "llvm.add"(%77, %70) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%112)[^bb3] : (i32) -> ()
    ^bb9:  // pred: ^bb3
      "llvm.br"()[^bb10] : () -> ()
    ^bb10:  // pred: ^bb9
      %113 = "llvm.add"(%75, %70) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%113)[^bb1] : (i32) -> ()
    ^bb11:  // pred: ^bb1
      "llvm.br"()[^bb12] : () -> ()
    ^bb12:  // pred: ^bb11
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %17 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %18 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %19 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %20 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %21 = "llvm.mlir.constant"() <{value = 12 : index}> : () -> i64
    %22 = "llvm.mlir.constant"() <{value = 24 : index}> : () -> i64
    %23 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %24 = "llvm.getelementptr"(%23, %22) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %25 = "llvm.ptrtoint"(%24) : (!llvm.ptr) -> i64
    %26 = "llvm.call"(%25) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %27 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %28 = "llvm.insertvalue"(%27, %26) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %29 = "llvm.insertvalue"(%28, %26) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %30 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %31 = "llvm.insertvalue"(%29, %30) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %32 = "llvm.insertvalue"(%31, %17) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %33 = "llvm.insertvalue"(%32, %18) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %34 = "llvm.insertvalue"(%33, %19) <{position = array<i64: 3, 2>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %35 = "llvm.insertvalue"(%34, %21) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %36 = "llvm.insertvalue"(%35, %19) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %37 = "llvm.insertvalue"(%36, %20) <{position = array<i64: 4, 2>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %38 = "llvm.mlir.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %39 = "llvm.extractvalue"(%37) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>) -> !llvm.ptr
    %40 = "llvm.extractvalue"(%37) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>) -> !llvm.ptr
    %41 = "llvm.extractvalue"(%37) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>) -> i64
    %42 = "llvm.extractvalue"(%37) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>) -> i64
    %43 = "llvm.extractvalue"(%37) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>) -> i64
    %44 = "llvm.extractvalue"(%37) <{position = array<i64: 3, 2>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>) -> i64
    %45 = "llvm.extractvalue"(%37) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>) -> i64
    %46 = "llvm.extractvalue"(%37) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>) -> i64
    %47 = "llvm.extractvalue"(%37) <{position = array<i64: 4, 2>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>) -> i64
    "llvm.call"(%39, %40, %41, %42, %43, %44, %45, %46, %47, %38) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @fillF32Buffer3D, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 10, 0>}> : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, i64, f32) -> ()
    %48 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %49 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %50 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %51 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %52 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %53 = "llvm.mlir.constant"() <{value = 12 : index}> : () -> i64
    %54 = "llvm.mlir.constant"() <{value = 24 : index}> : () -> i64
    %55 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %56 = "llvm.getelementptr"(%55, %54) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %57 = "llvm.ptrtoint"(%56) : (!llvm.ptr) -> i64
    %58 = "llvm.extractvalue"(%37) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>) -> !llvm.ptr
    %59 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_cube_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%59, %58, %57) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_cube, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%58, %59, %57) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %60 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %61 = "llvm.alloca"(%60) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%37, %61) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr) -> ()
    %62 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %63 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %64 = "llvm.insertvalue"(%63, %62) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %65 = "llvm.insertvalue"(%64, %61) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %66 = "llvm.extractvalue"(%65) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %67 = "llvm.extractvalue"(%65) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%66, %67) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_main", visibility_ = 0 : i64}> ({
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @main, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, i64, i64, i64, i64, f32)>, linkage = #llvm.linkage<private>, sym_name = "fillF32Buffer3D", sym_visibility = "private", visibility_ = 0 : i64}> ({
  ^bb0(%arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: f32):
    %5 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6 = "llvm.insertvalue"(%5, %arg2) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7 = "llvm.insertvalue"(%6, %arg3) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8 = "llvm.insertvalue"(%7, %arg4) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9 = "llvm.insertvalue"(%8, %arg5) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10 = "llvm.insertvalue"(%9, %arg8) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11 = "llvm.insertvalue"(%10, %arg6) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %12 = "llvm.insertvalue"(%11, %arg9) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %13 = "llvm.insertvalue"(%12, %arg7) <{position = array<i64: 3, 2>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %14 = "llvm.insertvalue"(%13, %arg10) <{position = array<i64: 4, 2>}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %15 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %16 = "llvm.alloca"(%15) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%14, %16) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr) -> ()
    "llvm.call"(%16, %arg11) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_mlir_ciface_fillF32Buffer3D, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (!llvm.ptr, f32) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, f32)>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_fillF32Buffer3D", sym_visibility = "private", visibility_ = 0 : i64}> ({
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

