// A call of a function that neither the module nor the runtime library defines: an error before
// anything runs (nothing is printed).
llvm.func @printNewline()
llvm.func @does_not_exist(i32)
llvm.func @main() {
  llvm.call @printNewline() : () -> ()
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.call @does_not_exist(%c) : (i32) -> ()
  llvm.return
}
