// A load before the start of a global, through a row-major index i * 4 + j computed in the
// loop (fused with the getelementptr into the load) that becomes negative.
"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<8 x f32>, linkage = #llvm.linkage<internal>, sym_name = "grid", unnamed_addr = 0 : i64, value = dense<1.000000e+00> : tensor<8xf32>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = -3 : i64}> : () -> i64
    "llvm.br"(%1)[^bb1] : (i64) -> ()
  ^bb1(%4: i64):  // 2 preds: ^bb0, ^bb2
    %5 = "llvm.icmp"(%4, %3) <{predicate = 5 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%5)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %6 = "llvm.mlir.addressof"() <{global_name = @grid}> : () -> !llvm.ptr
    %7 = "llvm.mul"(%4, %2) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %8 = "llvm.add"(%1, %7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %9 = "llvm.getelementptr"(%6, %8) <{elem_type = !llvm.array<8 x f32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %10 = "llvm.load"(%9) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
    %11 = "llvm.sub"(%4, %1) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.br"(%11)[^bb1] : (i64) -> ()
  ^bb3:  // pred: ^bb1
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

