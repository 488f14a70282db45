// An operation the executor does not run (inline assembly): an error before anything runs.
llvm.func @main() {
  %c = llvm.mlir.constant(1 : i32) : i32
  %r = llvm.inline_asm "mov $0, $1", "=r,r" %c : (i32) -> i32
  llvm.return
}
