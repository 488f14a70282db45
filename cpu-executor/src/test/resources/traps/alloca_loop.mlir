// ARGS: --max-stack=64K
// llvm.alloca in an endless loop: the stack limit stops it (mlir-runner would segfault).
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    "llvm.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    %1 = "llvm.alloca"(%0) <{elem_type = f32}> : (i64) -> !llvm.ptr
    "llvm.br"()[^bb1] : () -> ()
  }) : () -> ()
}) : () -> ()

