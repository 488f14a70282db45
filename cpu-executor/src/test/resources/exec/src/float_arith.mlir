// Float arithmetic on f32 and f64 through function arguments (not folded): the basic ops with
// infinities and NaNs (x86's negative default NaN prints as -nan), frem, fneg, and the math
// intrinsics. printF32/printF64 print like C++ streams.
llvm.func @printF32(f32)
llvm.func @printF64(f64)
llvm.func @printNewline()
llvm.func @s(%x: f32) {
  llvm.call @printF32(%x) : (f32) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @d(%x: f64) {
  llvm.call @printF64(%x) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @f32ops(%a: f32, %b: f32) {
  %0 = llvm.fadd %a, %b : f32
  llvm.call @s(%0) : (f32) -> ()
  %1 = llvm.fsub %a, %b : f32
  llvm.call @s(%1) : (f32) -> ()
  %2 = llvm.fmul %a, %b : f32
  llvm.call @s(%2) : (f32) -> ()
  %3 = llvm.fdiv %a, %b : f32
  llvm.call @s(%3) : (f32) -> ()
  %4 = llvm.frem %a, %b : f32
  llvm.call @s(%4) : (f32) -> ()
  %5 = llvm.fneg %a : f32
  llvm.call @s(%5) : (f32) -> ()
  %6 = llvm.intr.sqrt(%a) : (f32) -> f32
  llvm.call @s(%6) : (f32) -> ()
  %7 = llvm.intr.fabs(%a) : (f32) -> f32
  llvm.call @s(%7) : (f32) -> ()
  %8 = llvm.intr.floor(%a) : (f32) -> f32
  llvm.call @s(%8) : (f32) -> ()
  %9 = llvm.intr.ceil(%a) : (f32) -> f32
  llvm.call @s(%9) : (f32) -> ()
  %10 = llvm.intr.minnum(%a, %b) : (f32, f32) -> f32
  llvm.call @s(%10) : (f32) -> ()
  %11 = llvm.intr.maxnum(%a, %b) : (f32, f32) -> f32
  llvm.call @s(%11) : (f32) -> ()
  %12 = llvm.intr.copysign(%a, %b) : (f32, f32) -> f32
  llvm.call @s(%12) : (f32) -> ()
  %13 = llvm.intr.fma(%a, %b, %a) : (f32, f32, f32) -> f32
  llvm.call @s(%13) : (f32) -> ()
  %14 = llvm.fmul %a, %a : f32
  %15 = llvm.fadd %14, %b : f32
  llvm.call @s(%15) : (f32) -> ()
  llvm.return
}
llvm.func @f64ops(%a: f64, %b: f64) {
  %0 = llvm.fadd %a, %b : f64
  llvm.call @d(%0) : (f64) -> ()
  %1 = llvm.fsub %a, %b : f64
  llvm.call @d(%1) : (f64) -> ()
  %2 = llvm.fmul %a, %b : f64
  llvm.call @d(%2) : (f64) -> ()
  %3 = llvm.fdiv %a, %b : f64
  llvm.call @d(%3) : (f64) -> ()
  %4 = llvm.frem %a, %b : f64
  llvm.call @d(%4) : (f64) -> ()
  %5 = llvm.intr.sqrt(%a) : (f64) -> f64
  llvm.call @d(%5) : (f64) -> ()
  %6 = llvm.intr.exp(%b) : (f64) -> f64
  llvm.call @d(%6) : (f64) -> ()
  %7 = llvm.intr.log(%a) : (f64) -> f64
  llvm.call @d(%7) : (f64) -> ()
  %8 = llvm.intr.pow(%a, %b) : (f64, f64) -> f64
  llvm.call @d(%8) : (f64) -> ()
  %9 = llvm.intr.sin(%b) : (f64) -> f64
  llvm.call @d(%9) : (f64) -> ()
  %10 = llvm.intr.round(%b) : (f64) -> f64
  llvm.call @d(%10) : (f64) -> ()
  %11 = llvm.intr.trunc(%b) : (f64) -> f64
  llvm.call @d(%11) : (f64) -> ()
  %12 = llvm.fmul %b, %b : f64
  %13 = llvm.fadd %a, %12 : f64
  llvm.call @d(%13) : (f64) -> ()
  llvm.return
}
llvm.func @main() {
  %a = llvm.mlir.constant(7.5 : f32) : f32
  %b = llvm.mlir.constant(-2.25 : f32) : f32
  llvm.call @f32ops(%a, %b) : (f32, f32) -> ()
  %z = llvm.mlir.constant(0.0 : f32) : f32
  %inf = llvm.mlir.constant(0x7F800000 : f32) : f32
  llvm.call @f32ops(%inf, %z) : (f32, f32) -> ()
  %nan = llvm.mlir.constant(0x7FC00000 : f32) : f32
  llvm.call @f32ops(%nan, %a) : (f32, f32) -> ()
  %c = llvm.mlir.constant(2.0 : f64) : f64
  %e = llvm.mlir.constant(-1.5 : f64) : f64
  llvm.call @f64ops(%c, %e) : (f64, f64) -> ()
  %m = llvm.mlir.constant(-4.0 : f64) : f64
  %zd = llvm.mlir.constant(0.0 : f64) : f64
  llvm.call @f64ops(%m, %zd) : (f64, f64) -> ()
  llvm.return
}
