// ARGS: -e=compute --entry-point-result=f32
// A named entry point returning f32, printed as LLVM's raw_ostream prints floats (%e).
llvm.func @compute() -> f32 {
  %a = llvm.mlir.constant(1.0 : f32) : f32
  %b = llvm.mlir.constant(3.0 : f32) : f32
  %c = llvm.fdiv %a, %b : f32
  llvm.return %c : f32
}
