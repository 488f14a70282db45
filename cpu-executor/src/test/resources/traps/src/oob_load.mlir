// Out-of-bounds load: a 16-byte heap buffer read at byte offset 16.
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @main() {
  %n = llvm.mlir.constant(16 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  %i = llvm.mlir.constant(4 : i64) : i64
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %v = llvm.load %q : !llvm.ptr -> i32
  llvm.return
}
