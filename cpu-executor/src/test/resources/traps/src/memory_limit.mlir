// ARGS: --max-memory=1M
// A heap allocation over --max-memory.
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @main() {
  %n = llvm.mlir.constant(2097152 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  llvm.return
}
