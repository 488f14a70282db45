// A store into a constant global.
"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<3 x i32>, linkage = #llvm.linkage<internal>, sym_name = "table", unnamed_addr = 0 : i64, value = dense<[1, 2, 3]> : tensor<3xi32>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.addressof"() <{global_name = @table}> : () -> !llvm.ptr
    %1 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
    "llvm.store"(%1, %0) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

