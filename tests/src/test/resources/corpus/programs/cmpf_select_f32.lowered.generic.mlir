"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<48 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_fcmp_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_fcmp", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_fcmp_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %190 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %191 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %192 = "llvm.insertvalue"(%190, %191) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %193 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %194 = "llvm.insertvalue"(%192, %193) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %195 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %196 = "llvm.insertvalue"(%194, %195) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %197 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %198 = "llvm.insertvalue"(%196, %197) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%198) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<48 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_fcmp_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_fcmp", visibility_ = 0 : i64}> ({
      %40 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_fcmp_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %41 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %42 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %43 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %44 = "llvm.mlir.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %45 = "llvm.mlir.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %46 = "llvm.mlir.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
      %47 = "llvm.mlir.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
      %48 = "llvm.mlir.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
      "llvm.br"(%41)[^bb1] : (i32) -> ()
    ^bb1(%49: i32):  // 2 preds: ^bb0, ^bb2
      %50 = "llvm.icmp"(%49, %43) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%50)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %51 = "llvm.sitofp"(%49) : (i32) -> f32
      %52 = "llvm.mlir.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
      %53 = "llvm.fmul"(%51, %52) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %54 = "llvm.fadd"(%53, %45) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %55 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %56 = "llvm.icmp"(%49, %55) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %57 = "llvm.select"(%56, %47, %54) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %58 = "llvm.fcmp"(%57, %48) <{fastmathFlags = #llvm.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
      %59 = "llvm.select"(%58, %45, %46) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %60 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %61 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %62 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %63 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %64 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %65 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %66 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %67 = "llvm.getelementptr"(%40, %66, %49) <{elem_type = !llvm.struct<(array<48 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%59, %67) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %68 = "llvm.fcmp"(%57, %48) <{fastmathFlags = #llvm.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
      %69 = "llvm.select"(%68, %45, %46) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %70 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %71 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %72 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %73 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %74 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %75 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %76 = "llvm.add"(%49, %74) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %77 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %78 = "llvm.getelementptr"(%40, %77, %76) <{elem_type = !llvm.struct<(array<48 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%69, %78) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %79 = "llvm.fcmp"(%57, %48) <{fastmathFlags = #llvm.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %80 = "llvm.select"(%79, %45, %46) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %81 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %82 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %83 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %84 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %85 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %86 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %87 = "llvm.add"(%49, %85) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %88 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %89 = "llvm.getelementptr"(%40, %88, %87) <{elem_type = !llvm.struct<(array<48 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%80, %89) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %90 = "llvm.fcmp"(%57, %48) <{fastmathFlags = #llvm.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
      %91 = "llvm.select"(%90, %45, %46) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %92 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %93 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %94 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %95 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %96 = "llvm.mlir.constant"() <{value = 12 : i32}> : () -> i32
      %97 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %98 = "llvm.add"(%49, %96) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %99 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %100 = "llvm.getelementptr"(%40, %99, %98) <{elem_type = !llvm.struct<(array<48 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%91, %100) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %101 = "llvm.fcmp"(%57, %48) <{fastmathFlags = #llvm.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %102 = "llvm.select"(%101, %45, %46) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %103 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %104 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %105 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %106 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %107 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
      %108 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %109 = "llvm.add"(%49, %107) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %110 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %111 = "llvm.getelementptr"(%40, %110, %109) <{elem_type = !llvm.struct<(array<48 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%102, %111) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %112 = "llvm.fcmp"(%57, %48) <{fastmathFlags = #llvm.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
      %113 = "llvm.select"(%112, %45, %46) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %114 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %115 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %116 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %117 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %118 = "llvm.mlir.constant"() <{value = 20 : i32}> : () -> i32
      %119 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %120 = "llvm.add"(%49, %118) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %121 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %122 = "llvm.getelementptr"(%40, %121, %120) <{elem_type = !llvm.struct<(array<48 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%113, %122) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %123 = "llvm.fcmp"(%57, %48) <{fastmathFlags = #llvm.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
      %124 = "llvm.select"(%123, %45, %46) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %125 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %126 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %127 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %128 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %129 = "llvm.mlir.constant"() <{value = 24 : i32}> : () -> i32
      %130 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %131 = "llvm.add"(%49, %129) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %132 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %133 = "llvm.getelementptr"(%40, %132, %131) <{elem_type = !llvm.struct<(array<48 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%124, %133) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %134 = "llvm.fcmp"(%57, %48) <{fastmathFlags = #llvm.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
      %135 = "llvm.select"(%134, %45, %46) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %136 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
      %137 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %138 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %139 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %140 = "llvm.mlir.constant"() <{value = 28 : i32}> : () -> i32
      %141 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %142 = "llvm.add"(%49, %140) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %143 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %144 = "llvm.getelementptr"(%40, %143, %142) <{elem_type = !llvm.struct<(array<48 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%135, %144) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %145 = "llvm.fcmp"(%57, %48) <{fastmathFlags = #llvm.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
      %146 = "llvm.select"(%145, %45, %46) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %147 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %148 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %149 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %150 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %151 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
      %152 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %153 = "llvm.add"(%49, %151) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %154 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %155 = "llvm.getelementptr"(%40, %154, %153) <{elem_type = !llvm.struct<(array<48 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%146, %155) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %156 = "llvm.fcmp"(%57, %48) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
      %157 = "llvm.select"(%156, %45, %46) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %158 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
      %159 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %160 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %161 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %162 = "llvm.mlir.constant"() <{value = 36 : i32}> : () -> i32
      %163 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %164 = "llvm.add"(%49, %162) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %165 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %166 = "llvm.getelementptr"(%40, %165, %164) <{elem_type = !llvm.struct<(array<48 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%157, %166) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %167 = "llvm.fcmp"(%57, %48) <{fastmathFlags = #llvm.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %168 = "llvm.select"(%167, %45, %46) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %169 = "llvm.mlir.constant"() <{value = 10 : i32}> : () -> i32
      %170 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %171 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %172 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %173 = "llvm.mlir.constant"() <{value = 40 : i32}> : () -> i32
      %174 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %175 = "llvm.add"(%49, %173) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %176 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %177 = "llvm.getelementptr"(%40, %176, %175) <{elem_type = !llvm.struct<(array<48 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%168, %177) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %178 = "llvm.fcmp"(%57, %48) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
      %179 = "llvm.select"(%178, %45, %46) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      %180 = "llvm.mlir.constant"() <{value = 11 : i32}> : () -> i32
      %181 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %182 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %183 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %184 = "llvm.mlir.constant"() <{value = 44 : i32}> : () -> i32
      %185 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %186 = "llvm.add"(%49, %184) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %187 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %188 = "llvm.getelementptr"(%40, %187, %186) <{elem_type = !llvm.struct<(array<48 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%179, %188) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %189 = "llvm.add"(%49, %42) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%189)[^bb1] : (i32) -> ()
    ^bb3:  // pred: ^bb1
      "llvm.br"()[^bb4] : () -> ()
    ^bb4:  // pred: ^bb3
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %5 = "llvm.mlir.constant"() <{value = 12 : index}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = 48 : index}> : () -> i64
    %9 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %10 = "llvm.getelementptr"(%9, %8) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
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
    %23 = "llvm.mlir.constant"() <{value = 12 : index}> : () -> i64
    %24 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %25 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %26 = "llvm.mlir.constant"() <{value = 48 : index}> : () -> i64
    %27 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %28 = "llvm.getelementptr"(%27, %26) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %29 = "llvm.ptrtoint"(%28) : (!llvm.ptr) -> i64
    %30 = "llvm.extractvalue"(%21) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %31 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_fcmp_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%31, %30, %29) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_fcmp, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
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
    "llvm.call"(%38, %39) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_main", visibility_ = 0 : i64}> ({
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @main, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
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

