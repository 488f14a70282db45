// Unsigned remainder by zero in i64, with a divisor loaded from memory.
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %1 = "llvm.alloca"(%0) <{elem_type = i64}> : (i64) -> !llvm.ptr
    %2 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    "llvm.store"(%2, %1) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %3 = "llvm.load"(%1) <{ordering = 0 : i64}> : (!llvm.ptr) -> i64
    %4 = "llvm.mlir.constant"() <{value = 100 : i64}> : () -> i64
    %5 = "llvm.urem"(%4, %3) : (i64, i64) -> i64
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

