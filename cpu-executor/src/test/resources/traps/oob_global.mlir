// Out-of-bounds store into a global, as kernels address their buffers (a getelementptr on the
// global's address with a loop index, fused into the store): the fifth element of array<4 x i32>.
"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<4 x i32>, linkage = #llvm.linkage<internal>, sym_name = "buf", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
    "llvm.br"(%0)[^bb1] : (i32) -> ()
  ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb2
    %4 = "llvm.icmp"(%3, %2) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%4)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %5 = "llvm.mlir.addressof"() <{global_name = @buf}> : () -> !llvm.ptr
    %6 = "llvm.getelementptr"(%5, %3) <{elem_type = !llvm.array<4 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    "llvm.store"(%3, %6) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    %7 = "llvm.add"(%3, %1) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%7)[^bb1] : (i32) -> ()
  ^bb3:  // pred: ^bb1
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

