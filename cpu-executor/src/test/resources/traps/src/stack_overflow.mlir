// Unbounded recursion: stopped by the call-depth limit with a trap at the recursive call.
llvm.func @down(%n: i64) -> i64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %m = llvm.add %n, %one : i64
  %r = llvm.call @down(%m) : (i64) -> i64
  llvm.return %r : i64
}
llvm.func @main() {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %r = llvm.call @down(%zero) : (i64) -> i64
  llvm.return
}
