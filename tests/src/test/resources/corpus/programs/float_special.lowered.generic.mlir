"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<4 x f64>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_special_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<8 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_special_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_special", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_special_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %156 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %157 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %158 = "llvm.insertvalue"(%156, %157) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %159 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %160 = "llvm.insertvalue"(%158, %159) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %161 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %162 = "llvm.insertvalue"(%160, %161) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %163 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %164 = "llvm.insertvalue"(%162, %163) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%164) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<8 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_special_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<4 x f64>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_special_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_special", visibility_ = 0 : i64}> ({
      %67 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_special_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %68 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_special_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
      %69 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %70 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %71 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %72 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %73 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %74 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %75 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %76 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
      %77 = "llvm.mlir.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %78 = "llvm.mlir.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %79 = "llvm.mlir.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
      %80 = "llvm.mlir.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
      %81 = "llvm.mlir.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
      %82 = "llvm.mlir.constant"() <{value = 0x7F800000 : f32}> : () -> f32
      %83 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %84 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %85 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %86 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %87 = "llvm.getelementptr"(%67, %86, %69) <{elem_type = !llvm.struct<(array<8 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%82, %87) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %88 = "llvm.mlir.constant"() <{value = 0xFF800000 : f32}> : () -> f32
      %89 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %90 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %91 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %92 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %93 = "llvm.getelementptr"(%67, %92, %70) <{elem_type = !llvm.struct<(array<8 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%88, %93) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %94 = "llvm.mlir.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
      %95 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %96 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %97 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %98 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %99 = "llvm.getelementptr"(%67, %98, %71) <{elem_type = !llvm.struct<(array<8 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%94, %99) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %100 = "llvm.fsub"(%82, %82) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %101 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %102 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %103 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %104 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %105 = "llvm.getelementptr"(%67, %104, %72) <{elem_type = !llvm.struct<(array<8 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%100, %105) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %106 = "llvm.mlir.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
      %107 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %108 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %109 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %110 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %111 = "llvm.getelementptr"(%67, %110, %73) <{elem_type = !llvm.struct<(array<8 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%106, %111) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %112 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %113 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %114 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %115 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %116 = "llvm.getelementptr"(%67, %115, %74) <{elem_type = !llvm.struct<(array<8 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%81, %116) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %117 = "llvm.mlir.constant"() <{value = 0x7F800000 : f32}> : () -> f32
      %118 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %119 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %120 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %121 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %122 = "llvm.getelementptr"(%67, %121, %75) <{elem_type = !llvm.struct<(array<8 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%117, %122) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %123 = "llvm.mlir.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
      %124 = "llvm.mlir.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %125 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %126 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %127 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %128 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %129 = "llvm.getelementptr"(%67, %128, %76) <{elem_type = !llvm.struct<(array<8 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%124, %129) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %130 = "llvm.mlir.constant"() <{value = 3.1415926535897931 : f64}> : () -> f64
      %131 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %132 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %133 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %134 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %135 = "llvm.getelementptr"(%68, %134, %69) <{elem_type = !llvm.struct<(array<4 x f64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%130, %135) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
      %136 = "llvm.mlir.constant"() <{value = 1.000000e-310 : f64}> : () -> f64
      %137 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %138 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %139 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %140 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %141 = "llvm.getelementptr"(%68, %140, %70) <{elem_type = !llvm.struct<(array<4 x f64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%136, %141) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
      %142 = "llvm.mlir.constant"() <{value = 0x419D6F3454000000 : f64}> : () -> f64
      %143 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %144 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %145 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %146 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %147 = "llvm.getelementptr"(%68, %146, %71) <{elem_type = !llvm.struct<(array<4 x f64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%142, %147) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
      %148 = "llvm.mlir.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
      %149 = "llvm.mlir.constant"() <{value = -5.000000e+00 : f64}> : () -> f64
      %150 = "llvm.mlir.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
      %151 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %152 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %153 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %154 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %155 = "llvm.getelementptr"(%68, %154, %72) <{elem_type = !llvm.struct<(array<4 x f64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%150, %155) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %10 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
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
    %23 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %24 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %25 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %26 = "llvm.getelementptr"(%25, %23) <{elem_type = f64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %27 = "llvm.ptrtoint"(%26) : (!llvm.ptr) -> i64
    %28 = "llvm.call"(%27) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %29 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %30 = "llvm.insertvalue"(%29, %28) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %31 = "llvm.insertvalue"(%30, %28) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %32 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %33 = "llvm.insertvalue"(%31, %32) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %34 = "llvm.insertvalue"(%33, %23) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %35 = "llvm.insertvalue"(%34, %24) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %36 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %37 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %38 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %39 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %40 = "llvm.getelementptr"(%39, %37) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %41 = "llvm.ptrtoint"(%40) : (!llvm.ptr) -> i64
    %42 = "llvm.extractvalue"(%22) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %43 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_special_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%43, %42, %41) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %44 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %45 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %46 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %47 = "llvm.getelementptr"(%46, %44) <{elem_type = f64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %48 = "llvm.ptrtoint"(%47) : (!llvm.ptr) -> i64
    %49 = "llvm.extractvalue"(%35) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %50 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_special_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%50, %49, %48) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_special, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%42, %43, %41) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%49, %50, %48) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %51 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %52 = "llvm.alloca"(%51) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%22, %52) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %53 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %54 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %55 = "llvm.insertvalue"(%54, %53) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %56 = "llvm.insertvalue"(%55, %52) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %57 = "llvm.extractvalue"(%56) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %58 = "llvm.extractvalue"(%56) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%57, %58) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %59 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %60 = "llvm.alloca"(%59) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%35, %60) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
    %61 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %62 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %63 = "llvm.insertvalue"(%62, %61) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %64 = "llvm.insertvalue"(%63, %60) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %65 = "llvm.extractvalue"(%64) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %66 = "llvm.extractvalue"(%64) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%65, %66) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefF64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
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
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

