// Out-of-bounds store into a global, as kernels address their buffers (a getelementptr on the
// global's address with a loop index, fused into the store): the fifth element of array<4 x i32>.
llvm.mlir.global internal @buf() : !llvm.array<4 x i32>
llvm.func @main() {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %five = llvm.mlir.constant(5 : i32) : i32
  llvm.br ^loop(%zero : i32)
^loop(%i: i32):
  %c = llvm.icmp "slt" %i, %five : i32
  llvm.cond_br %c, ^body, ^done
^body:
  %p = llvm.mlir.addressof @buf : !llvm.ptr
  %q = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store %i, %q : i32, !llvm.ptr
  %n = llvm.add %i, %one : i32
  llvm.br ^loop(%n : i32)
^done:
  llvm.return
}
