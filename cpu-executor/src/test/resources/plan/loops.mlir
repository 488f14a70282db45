// A matmul-style loop nest as the SPIR-V CPU runner pipeline lowers it: constants, an icmp
// deciding a cond_br, the indices i * n + k and k * n + i fused with their getelementptr into
// the loads, fmul fused into fadd, and the loop increment fused into the jump back.
"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<16 x f32>, linkage = #llvm.linkage<internal>, sym_name = "a", unnamed_addr = 0 : i64, value = dense<1.000000e+00> : tensor<16xf32>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<16 x f32>, linkage = #llvm.linkage<internal>, sym_name = "b", unnamed_addr = 0 : i64, value = dense<2.000000e+00> : tensor<16xf32>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "dot", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32):
    %2 = "llvm.mlir.addressof"() <{global_name = @a}> : () -> !llvm.ptr
    %3 = "llvm.mlir.addressof"() <{global_name = @b}> : () -> !llvm.ptr
    %4 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %7 = "llvm.mlir.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "llvm.br"(%4, %7)[^bb1] : (i32, f32) -> ()
  ^bb1(%8: i32, %9: f32):  // 2 preds: ^bb0, ^bb2
    %10 = "llvm.icmp"(%8, %6) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%10)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %11 = "llvm.mul"(%arg0, %6) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %12 = "llvm.add"(%8, %11) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %13 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %14 = "llvm.getelementptr"(%2, %13, %12) <{elem_type = !llvm.array<16 x f32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
    %15 = "llvm.load"(%14) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
    %16 = "llvm.mul"(%8, %6) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %17 = "llvm.add"(%arg0, %16) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %18 = "llvm.getelementptr"(%3, %13, %17) <{elem_type = !llvm.array<16 x f32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr, i32, i32) -> !llvm.ptr
    %19 = "llvm.load"(%18) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
    %20 = "llvm.fmul"(%15, %19) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %21 = "llvm.fadd"(%9, %20) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %22 = "llvm.add"(%8, %5) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%22, %21)[^bb1] : (i32, f32) -> ()
  ^bb3:  // pred: ^bb1
    "llvm.return"(%9) : (f32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 ()>, linkage = #llvm.linkage<external>, sym_name = "main", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %1 = "llvm.call"(%0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @dot, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> f32
    "llvm.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

