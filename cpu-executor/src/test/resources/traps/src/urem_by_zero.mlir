// Unsigned remainder by zero in i64, with a divisor loaded from memory.
llvm.func @main() {
  %one = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %z = llvm.mlir.constant(0 : i64) : i64
  llvm.store %z, %a : i64, !llvm.ptr
  %b = llvm.load %a : !llvm.ptr -> i64
  %n = llvm.mlir.constant(100 : i64) : i64
  %r = llvm.urem %n, %b : i64
  llvm.return
}
