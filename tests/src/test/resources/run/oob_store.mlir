// An out-of-bounds store: four i32 are allocated, the fifth is written.
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @main() {
    %size = llvm.mlir.constant(16 : i64) : i64
    %index = llvm.mlir.constant(4 : i64) : i64
    %value = llvm.mlir.constant(7 : i32) : i32
    %base = llvm.call @malloc(%size) : (i64) -> !llvm.ptr
    %slot = llvm.getelementptr %base[%index] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %value, %slot : i32, !llvm.ptr
    llvm.return
  }
}
