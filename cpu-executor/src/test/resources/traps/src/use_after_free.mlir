// Use after free: a heap buffer written after free.
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @main() {
  %n = llvm.mlir.constant(8 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  %v = llvm.mlir.constant(1.5 : f64) : f64
  llvm.store %v, %p : f64, !llvm.ptr
  llvm.return
}
