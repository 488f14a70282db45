// A load before the start of a global, through a row-major index i * 4 + j computed in the
// loop (fused with the getelementptr into the load) that becomes negative.
llvm.mlir.global internal @grid(dense<1.0> : tensor<8xf32>) : !llvm.array<8 x f32>
llvm.func @main() {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %four = llvm.mlir.constant(4 : i64) : i64
  %m3 = llvm.mlir.constant(-3 : i64) : i64
  llvm.br ^loop(%one : i64)
^loop(%i: i64):
  %c = llvm.icmp "sge" %i, %m3 : i64
  llvm.cond_br %c, ^body, ^done
^body:
  %p = llvm.mlir.addressof @grid : !llvm.ptr
  %row = llvm.mul %i, %four : i64
  %idx = llvm.add %one, %row : i64
  %q = llvm.getelementptr %p[0, %idx] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x f32>
  %v = llvm.load %q : !llvm.ptr -> f32
  %n = llvm.sub %i, %one : i64
  llvm.br ^loop(%n : i64)
^done:
  llvm.return
}
