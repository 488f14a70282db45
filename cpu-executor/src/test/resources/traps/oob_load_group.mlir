// Elementwise loads of two globals with the same index (merged into one step by the decoder):
// the second, shorter global is read out of bounds; the trap names that load.
"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<8 x i32>, linkage = #llvm.linkage<internal>, sym_name = "a", unnamed_addr = 0 : i64, value = dense<1> : tensor<8xi32>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<4 x i32>, linkage = #llvm.linkage<internal>, sym_name = "b", unnamed_addr = 0 : i64, value = dense<2> : tensor<4xi32>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
    %3 = "llvm.mlir.addressof"() <{global_name = @a}> : () -> !llvm.ptr
    %4 = "llvm.mlir.addressof"() <{global_name = @b}> : () -> !llvm.ptr
    "llvm.br"(%0)[^bb1] : (i64) -> ()
  ^bb1(%5: i64):  // 2 preds: ^bb0, ^bb2
    %6 = "llvm.icmp"(%5, %2) <{predicate = 2 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%6)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %7 = "llvm.getelementptr"(%3, %5) <{elem_type = !llvm.array<8 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %8 = "llvm.load"(%7) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %9 = "llvm.getelementptr"(%4, %5) <{elem_type = !llvm.array<4 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %10 = "llvm.load"(%9) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %11 = "llvm.add"(%8, %10) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %12 = "llvm.getelementptr"(%3, %5) <{elem_type = !llvm.array<8 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%11, %12) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    %13 = "llvm.add"(%5, %1) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.br"(%13)[^bb1] : (i64) -> ()
  ^bb3:  // pred: ^bb1
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

