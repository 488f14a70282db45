// A store into a constant global through a loop index: read-only, even on the bound fast path.
llvm.mlir.global internal constant @table(dense<[1, 2, 3, 4]> : tensor<4xi64>) : !llvm.array<4 x i64>
llvm.func @main() {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %four = llvm.mlir.constant(4 : i64) : i64
  llvm.br ^loop(%zero : i64)
^loop(%i: i64):
  %c = llvm.icmp "slt" %i, %four : i64
  llvm.cond_br %c, ^body, ^done
^body:
  %p = llvm.mlir.addressof @table : !llvm.ptr
  %q = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i64>
  %v = llvm.load %q : !llvm.ptr -> i64
  %w = llvm.add %v, %one : i64
  %q2 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i64>
  llvm.store %w, %q2 : i64, !llvm.ptr
  %n = llvm.add %i, %one : i64
  llvm.br ^loop(%n : i64)
^done:
  llvm.return
}
