// Out-of-bounds store: one past the end of a stack array of 4 x i32, the index computed in a loop.
llvm.func @main() {
  %one = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %one x !llvm.array<4 x i32> : (i64) -> !llvm.ptr
  %zero = llvm.mlir.constant(0 : i64) : i64
  %five = llvm.mlir.constant(5 : i64) : i64
  %v = llvm.mlir.constant(7 : i32) : i32
  llvm.br ^loop(%zero : i64)
^loop(%i: i64):
  %c = llvm.icmp "slt" %i, %five : i64
  llvm.cond_br %c, ^body, ^done
^body:
  %q = llvm.getelementptr %a[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store %v, %q : i32, !llvm.ptr
  %n = llvm.add %i, %one : i64
  llvm.br ^loop(%n : i64)
^done:
  llvm.return
}
