// The IR of corpus program matmul_f32_2d after MLIR's ConvertSPIRVToLLVMPass in --test-spirv-cpu-runner-pipeline, recorded with
//   mlir-opt-22 --test-spirv-cpu-runner-pipeline --mlir-print-ir-after-all --mlir-print-op-generic matmul_f32_2d.mlir
// (the dump after that pass). Expected output matmul_f32_2d.after-ConvertSPIRVToLLVMPass.generic.expected recorded with
//   mlir-opt-22 --mlir-print-op-generic matmul_f32_2d.after-ConvertSPIRVToLLVMPass.mlir
"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<20 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_matmul_arg_2_descriptor_set0_binding2", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<15 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_matmul_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<12 x f32>)>, linkage = #llvm.linkage<linkonce>, sym_name = "__spv__kernels_matmul_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_matmul", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "__spv__kernels"}> ({
    "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(i32, array<3 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv____spv__kernels___spv__kernels_matmul_execution_mode_info_17", visibility_ = 0 : i64}> ({
      %213 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, array<3 x i32>)>
      %214 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
      %215 = "llvm.insertvalue"(%213, %214) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %216 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %217 = "llvm.insertvalue"(%215, %216) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %218 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %219 = "llvm.insertvalue"(%217, %218) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      %220 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %221 = "llvm.insertvalue"(%219, %220) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<3 x i32>)>, i32) -> !llvm.struct<(i32, array<3 x i32>)>
      "llvm.return"(%221) : (!llvm.struct<(i32, array<3 x i32>)>) -> ()
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<12 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_matmul_arg_0_descriptor_set0_binding0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<15 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_matmul_arg_1_descriptor_set0_binding1", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(array<20 x f32>)>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_matmul_arg_2_descriptor_set0_binding2", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "__spv__kernels_matmul", visibility_ = 0 : i64}> ({
      %118 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_matmul_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
      %119 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_matmul_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
      %120 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_matmul_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
      %121 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %122 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %123 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %124 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %125 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %126 = "llvm.mlir.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
      %127 = "llvm.mlir.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
      "llvm.br"(%121)[^bb1] : (i32) -> ()
    ^bb1(%128: i32):  // 2 preds: ^bb0, ^bb6
      %129 = "llvm.icmp"(%128, %124) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%129)[^bb2, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      "llvm.br"(%121)[^bb3] : (i32) -> ()
    ^bb3(%130: i32):  // 2 preds: ^bb2, ^bb4
      %131 = "llvm.icmp"(%130, %123) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%131)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb4:  // pred: ^bb3
      %132 = "llvm.add"(%128, %130) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %133 = "llvm.sitofp"(%132) : (i32) -> f32
      %134 = "llvm.fmul"(%133, %126) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %135 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %136 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %137 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %138 = "llvm.mul"(%128, %137) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %139 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %140 = "llvm.add"(%130, %138) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %141 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %142 = "llvm.getelementptr"(%118, %141, %140) <{elem_type = !llvm.struct<(array<12 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%134, %142) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %143 = "llvm.add"(%130, %122) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%143)[^bb3] : (i32) -> ()
    ^bb5:  // pred: ^bb3
      "llvm.br"()[^bb6] : () -> ()
    ^bb6:  // pred: ^bb5
      %144 = "llvm.add"(%128, %122) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%144)[^bb1] : (i32) -> ()
    ^bb7:  // pred: ^bb1
      "llvm.br"()[^bb8] : () -> ()
    ^bb8:  // pred: ^bb7
      "llvm.br"(%121)[^bb9] : (i32) -> ()
    ^bb9(%145: i32):  // 2 preds: ^bb8, ^bb14
      %146 = "llvm.icmp"(%145, %123) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%146)[^bb10, ^bb15] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb10:  // pred: ^bb9
      "llvm.br"(%121)[^bb11] : (i32) -> ()
    ^bb11(%147: i32):  // 2 preds: ^bb10, ^bb12
      %148 = "llvm.icmp"(%147, %125) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%148)[^bb12, ^bb13] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb12:  // pred: ^bb11
      %149 = "llvm.sitofp"(%145) : (i32) -> f32
      %150 = "llvm.sitofp"(%147) : (i32) -> f32
      %151 = "llvm.fmul"(%150, %127) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %152 = "llvm.fsub"(%149, %151) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %153 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %154 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %155 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %156 = "llvm.mul"(%145, %155) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %157 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %158 = "llvm.add"(%147, %156) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %159 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %160 = "llvm.getelementptr"(%119, %159, %158) <{elem_type = !llvm.struct<(array<15 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%152, %160) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %161 = "llvm.add"(%147, %122) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%161)[^bb11] : (i32) -> ()
    ^bb13:  // pred: ^bb11
      "llvm.br"()[^bb14] : () -> ()
    ^bb14:  // pred: ^bb13
      %162 = "llvm.add"(%145, %122) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%162)[^bb9] : (i32) -> ()
    ^bb15:  // pred: ^bb9
      "llvm.br"()[^bb16] : () -> ()
    ^bb16:  // pred: ^bb15
      "llvm.br"(%121)[^bb17] : (i32) -> ()
    ^bb17(%163: i32):  // 2 preds: ^bb16, ^bb26
      %164 = "llvm.icmp"(%163, %124) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%164)[^bb18, ^bb27] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb18:  // pred: ^bb17
      "llvm.br"(%121)[^bb19] : (i32) -> ()
    ^bb19(%165: i32):  // 2 preds: ^bb18, ^bb24
      %166 = "llvm.icmp"(%165, %125) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%166)[^bb20, ^bb25] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb20:  // pred: ^bb19
      %167 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %168 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %169 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %170 = "llvm.mul"(%163, %169) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %171 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %172 = "llvm.add"(%165, %170) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %173 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %174 = "llvm.getelementptr"(%120, %173, %172) <{elem_type = !llvm.struct<(array<20 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %175 = "llvm.load"(%174) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %176 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %177 = "llvm.alloca"(%176) <{elem_type = f32}> : (i32) -> !llvm.ptr
      "llvm.br"(%121, %175)[^bb21] : (i32, f32) -> ()
    ^bb21(%178: i32, %179: f32):  // 2 preds: ^bb20, ^bb22
      %180 = "llvm.icmp"(%178, %123) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "llvm.cond_br"(%180)[^bb22, ^bb23] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb22:  // pred: ^bb21
      %181 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %182 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %183 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %184 = "llvm.mul"(%163, %183) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %185 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %186 = "llvm.add"(%178, %184) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %187 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %188 = "llvm.getelementptr"(%118, %187, %186) <{elem_type = !llvm.struct<(array<12 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %189 = "llvm.load"(%188) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %190 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %191 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %192 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %193 = "llvm.mul"(%178, %192) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %194 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %195 = "llvm.add"(%165, %193) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %196 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %197 = "llvm.getelementptr"(%119, %196, %195) <{elem_type = !llvm.struct<(array<15 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      %198 = "llvm.load"(%197) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %199 = "llvm.fmul"(%189, %198) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %200 = "llvm.fadd"(%179, %199) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      "llvm.store"(%200, %177) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %201 = "llvm.add"(%178, %122) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%201, %200)[^bb21] : (i32, f32) -> ()
    ^bb23:  // pred: ^bb21
      "llvm.br"()[^bb24] : () -> ()
    ^bb24:  // pred: ^bb23
      %202 = "llvm.load"(%177) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %203 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %204 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %205 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %206 = "llvm.mul"(%163, %205) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %207 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %208 = "llvm.add"(%165, %206) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %209 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %210 = "llvm.getelementptr"(%120, %209, %208) <{elem_type = !llvm.struct<(array<20 x f32>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
      "llvm.store"(%202, %210) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %211 = "llvm.add"(%165, %122) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%211)[^bb19] : (i32) -> ()
    ^bb25:  // pred: ^bb19
      "llvm.br"()[^bb26] : () -> ()
    ^bb26:  // pred: ^bb25
      %212 = "llvm.add"(%163, %122) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      "llvm.br"(%212)[^bb17] : (i32) -> ()
    ^bb27:  // pred: ^bb17
      "llvm.br"()[^bb28] : () -> ()
    ^bb28:  // pred: ^bb27
      "llvm.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %15 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %16 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %17 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %18 = "llvm.mlir.constant"() <{value = 12 : index}> : () -> i64
    %19 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %20 = "llvm.getelementptr"(%19, %18) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %21 = "llvm.ptrtoint"(%20) : (!llvm.ptr) -> i64
    %22 = "llvm.call"(%21) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %23 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %24 = "llvm.insertvalue"(%23, %22) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %25 = "llvm.insertvalue"(%24, %22) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %26 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %27 = "llvm.insertvalue"(%25, %26) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %28 = "llvm.insertvalue"(%27, %15) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %29 = "llvm.insertvalue"(%28, %16) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %30 = "llvm.insertvalue"(%29, %16) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %31 = "llvm.insertvalue"(%30, %17) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %32 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %33 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %34 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %35 = "llvm.mlir.constant"() <{value = 15 : index}> : () -> i64
    %36 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %37 = "llvm.getelementptr"(%36, %35) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %38 = "llvm.ptrtoint"(%37) : (!llvm.ptr) -> i64
    %39 = "llvm.call"(%38) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %40 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %41 = "llvm.insertvalue"(%40, %39) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %42 = "llvm.insertvalue"(%41, %39) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %43 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %44 = "llvm.insertvalue"(%42, %43) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %45 = "llvm.insertvalue"(%44, %32) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %46 = "llvm.insertvalue"(%45, %33) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %47 = "llvm.insertvalue"(%46, %33) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %48 = "llvm.insertvalue"(%47, %34) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %49 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %50 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %51 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %52 = "llvm.mlir.constant"() <{value = 20 : index}> : () -> i64
    %53 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %54 = "llvm.getelementptr"(%53, %52) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %55 = "llvm.ptrtoint"(%54) : (!llvm.ptr) -> i64
    %56 = "llvm.call"(%55) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %57 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %58 = "llvm.insertvalue"(%57, %56) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %59 = "llvm.insertvalue"(%58, %56) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %60 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %61 = "llvm.insertvalue"(%59, %60) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %62 = "llvm.insertvalue"(%61, %49) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %63 = "llvm.insertvalue"(%62, %50) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %64 = "llvm.insertvalue"(%63, %50) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %65 = "llvm.insertvalue"(%64, %51) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %66 = "llvm.mlir.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %67 = "llvm.extractvalue"(%65) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %68 = "llvm.extractvalue"(%65) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %69 = "llvm.extractvalue"(%65) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %70 = "llvm.extractvalue"(%65) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %71 = "llvm.extractvalue"(%65) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %72 = "llvm.extractvalue"(%65) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %73 = "llvm.extractvalue"(%65) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    "llvm.call"(%67, %68, %69, %70, %71, %72, %73, %66) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @fillF32Buffer2D, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 8, 0>}> : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, f32) -> ()
    %74 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %75 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %76 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %77 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %78 = "llvm.mlir.constant"() <{value = 12 : index}> : () -> i64
    %79 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %80 = "llvm.getelementptr"(%79, %78) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %81 = "llvm.ptrtoint"(%80) : (!llvm.ptr) -> i64
    %82 = "llvm.extractvalue"(%31) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %83 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_matmul_arg_0_descriptor_set0_binding0}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%83, %82, %81) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %84 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %85 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %86 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %87 = "llvm.mlir.constant"() <{value = 15 : index}> : () -> i64
    %88 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %89 = "llvm.getelementptr"(%88, %87) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %90 = "llvm.ptrtoint"(%89) : (!llvm.ptr) -> i64
    %91 = "llvm.extractvalue"(%48) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %92 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_matmul_arg_1_descriptor_set0_binding1}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%92, %91, %90) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %93 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %94 = "llvm.mlir.constant"() <{value = 5 : index}> : () -> i64
    %95 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %96 = "llvm.mlir.constant"() <{value = 20 : index}> : () -> i64
    %97 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %98 = "llvm.getelementptr"(%97, %96) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %99 = "llvm.ptrtoint"(%98) : (!llvm.ptr) -> i64
    %100 = "llvm.extractvalue"(%65) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %101 = "llvm.mlir.addressof"() <{global_name = @__spv__kernels_matmul_arg_2_descriptor_set0_binding2}> : () -> !llvm.ptr
    "llvm.intr.memcpy"(%101, %100, %99) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__spv__kernels_matmul, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.intr.memcpy"(%82, %83, %81) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%91, %92, %90) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%100, %101, %99) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %102 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %103 = "llvm.alloca"(%102) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%31, %103) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
    %104 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %105 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %106 = "llvm.insertvalue"(%105, %104) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %107 = "llvm.insertvalue"(%106, %103) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %108 = "llvm.extractvalue"(%107) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %109 = "llvm.extractvalue"(%107) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%108, %109) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    %110 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %111 = "llvm.alloca"(%110) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%65, %111) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
    %112 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %113 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %114 = "llvm.insertvalue"(%113, %112) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %115 = "llvm.insertvalue"(%114, %111) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %116 = "llvm.extractvalue"(%115) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %117 = "llvm.extractvalue"(%115) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    "llvm.call"(%116, %117) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printMemrefF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_main", visibility_ = 0 : i64}> ({
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @main, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, i64, i64, f32)>, linkage = #llvm.linkage<private>, sym_name = "fillF32Buffer2D", sym_visibility = "private", visibility_ = 0 : i64}> ({
  ^bb0(%arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: f32):
    %5 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6 = "llvm.insertvalue"(%5, %arg2) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7 = "llvm.insertvalue"(%6, %arg3) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8 = "llvm.insertvalue"(%7, %arg4) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9 = "llvm.insertvalue"(%8, %arg5) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10 = "llvm.insertvalue"(%9, %arg7) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %11 = "llvm.insertvalue"(%10, %arg6) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12 = "llvm.insertvalue"(%11, %arg8) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %13 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %14 = "llvm.alloca"(%13) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%12, %14) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
    "llvm.call"(%14, %arg9) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_mlir_ciface_fillF32Buffer2D, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (!llvm.ptr, f32) -> ()
    "llvm.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, f32)>, linkage = #llvm.linkage<external>, sym_name = "_mlir_ciface_fillF32Buffer2D", sym_visibility = "private", visibility_ = 0 : i64}> ({
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
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_variable_pointers]>, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64]>>} : () -> ()
