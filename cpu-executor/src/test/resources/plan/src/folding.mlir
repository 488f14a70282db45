// Pure ops with constant operands are folded at decode time, as LLVM's IR builder folds them
// when mlir-runner translates the module: inf - inf becomes the positive NaN (APFloat), not
// x86's negative one; an integer chain folds to a constant; a division by zero is not folded.
llvm.func @main() -> f32 {
  %inf = llvm.mlir.constant(0x7F800000 : f32) : f32
  %nan = llvm.fsub %inf, %inf : f32
  %a = llvm.mlir.constant(6 : i32) : i32
  %b = llvm.mlir.constant(7 : i32) : i32
  %m = llvm.mul %a, %b : i32
  %s = llvm.add %m, %a : i32
  %z = llvm.mlir.constant(0 : i32) : i32
  %d = llvm.sdiv %a, %z : i32
  llvm.return %nan : f32
}
