// Integer division by zero traps (immediate undefined behaviour in LLVM; SIGFPE under mlir-runner).
llvm.func @div(%a: i32, %b: i32) -> i32 {
  %q = llvm.sdiv %a, %b : i32
  llvm.return %q : i32
}
llvm.func @main() {
  %a = llvm.mlir.constant(7 : i32) : i32
  %b = llvm.mlir.constant(0 : i32) : i32
  %q = llvm.call @div(%a, %b) : (i32, i32) -> i32
  llvm.return
}
