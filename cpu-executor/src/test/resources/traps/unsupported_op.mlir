// An operation the executor does not run (inline assembly): an error before anything runs.
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "llvm.inline_asm"(%0) <{asm_string = "mov $0, $1", constraints = "=r,r", tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> i32
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

