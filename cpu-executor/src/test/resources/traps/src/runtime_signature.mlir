// A runtime function called with the wrong signature: an error before anything runs.
llvm.func @printI64(i32)
llvm.func @main() {
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.call @printI64(%c) : (i32) -> ()
  llvm.return
}
