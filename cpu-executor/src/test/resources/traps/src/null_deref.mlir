// Null dereference: a load through the null pointer plus 8.
llvm.func @main() {
  %null = llvm.mlir.zero : !llvm.ptr
  %q = llvm.getelementptr %null[1] : (!llvm.ptr) -> !llvm.ptr, i64
  %v = llvm.load %q : !llvm.ptr -> i64
  llvm.return
}
