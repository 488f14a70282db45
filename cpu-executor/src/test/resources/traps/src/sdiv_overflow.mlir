// Signed division of the minimum i32 by -1 overflows: a trap, as it is SIGFPE on x86-64.
llvm.func @div(%a: i32, %b: i32) -> i32 {
  %q = llvm.sdiv %a, %b : i32
  llvm.return %q : i32
}
llvm.func @main() {
  %a = llvm.mlir.constant(-2147483648 : i32) : i32
  %b = llvm.mlir.constant(-1 : i32) : i32
  %q = llvm.call @div(%a, %b) : (i32, i32) -> i32
  llvm.return
}
