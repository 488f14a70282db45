// The LLVM intrinsics rw's own pipeline emits for math and GLSL ops in kernels: custom and generic forms.
llvm.func @f(%a: f32, %b: f32, %c: f32, %i: i32, %j: i32) -> f32 {
  %0 = llvm.intr.sqrt(%a) : (f32) -> f32
  %1 = llvm.intr.fma(%a, %b, %c) : (f32, f32, f32) -> f32
  %2 = "llvm.intr.abs"(%i) <{is_int_min_poison = false}> : (i32) -> i32
  %3 = llvm.intr.exp(%a) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %4 = llvm.intr.maxnum(%a, %b) : (f32, f32) -> f32
  %5 = llvm.intr.umax(%i, %j) : (i32, i32) -> i32
  %6 = llvm.fcmp "uno" %a, %a : f32
  %7 = llvm.intr.fabs(%a) : (f32) -> f32
  %8 = llvm.intr.floor(%b) : (f32) -> f32
  %9 = llvm.intr.minimum(%a, %b) : (f32, f32) -> f32
  %10 = llvm.intr.log(%c) : (f32) -> f32
  %11 = llvm.intr.ceil(%c) : (f32) -> f32
  %12 = llvm.intr.sin(%c) : (f32) -> f32
  %13 = llvm.intr.cos(%c) : (f32) -> f32
  %14 = llvm.intr.minnum(%a, %b) : (f32, f32) -> f32
  %15 = llvm.intr.maximum(%a, %b) : (f32, f32) -> f32
  llvm.return %0 : f32
}
