// ARGS: --entry-point-result=i64
llvm.func @main() -> i64 {
  %c = llvm.mlir.constant(9000000000 : i64) : i64
  llvm.return %c : i64
}
