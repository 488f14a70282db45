// Use after return: a function returns the address of its own stack allocation.
llvm.func @escape() -> !llvm.ptr {
  %one = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  llvm.return %a : !llvm.ptr
}
llvm.func @main() {
  %p = llvm.call @escape() : () -> !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return
}
