// ARGS: --entry-point-result=i32
// An entry point returning i32: the value is printed after the program's own output.
llvm.func @printNewline()
llvm.func @main() -> i32 {
  llvm.call @printNewline() : () -> ()
  %c = llvm.mlir.constant(-42 : i32) : i32
  llvm.return %c : i32
}
