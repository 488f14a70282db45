// Elementwise loads of two globals with the same index (merged into one step by the decoder):
// the second, shorter global is read out of bounds; the trap names that load.
llvm.mlir.global internal @a(dense<1> : tensor<8xi32>) : !llvm.array<8 x i32>
llvm.mlir.global internal @b(dense<2> : tensor<4xi32>) : !llvm.array<4 x i32>
llvm.func @main() {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(8 : i64) : i64
  %pa = llvm.mlir.addressof @a : !llvm.ptr
  %pb = llvm.mlir.addressof @b : !llvm.ptr
  llvm.br ^loop(%zero : i64)
^loop(%i: i64):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c, ^body, ^done
^body:
  %ea = llvm.getelementptr %pa[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x i32>
  %x = llvm.load %ea : !llvm.ptr -> i32
  %eb = llvm.getelementptr %pb[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
  %y = llvm.load %eb : !llvm.ptr -> i32
  %s = llvm.add %x, %y : i32
  %ea2 = llvm.getelementptr %pa[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x i32>
  llvm.store %s, %ea2 : i32, !llvm.ptr
  %next = llvm.add %i, %one : i64
  llvm.br ^loop(%next : i64)
^done:
  llvm.return
}
