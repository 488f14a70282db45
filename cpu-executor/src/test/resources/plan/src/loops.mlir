// A matmul-style loop nest as the SPIR-V CPU runner pipeline lowers it: constants, an icmp
// deciding a cond_br, the indices i * n + k and k * n + i fused with their getelementptr into
// the loads, fmul fused into fadd, and the loop increment fused into the jump back.
llvm.mlir.global internal @a(dense<1.0> : tensor<16xf32>) : !llvm.array<16 x f32>
llvm.mlir.global internal @b(dense<2.0> : tensor<16xf32>) : !llvm.array<16 x f32>
llvm.func @dot(%i: i32) -> f32 {
  %pa = llvm.mlir.addressof @a : !llvm.ptr
  %pb = llvm.mlir.addressof @b : !llvm.ptr
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %four = llvm.mlir.constant(4 : i32) : i32
  %acc0 = llvm.mlir.constant(0.0 : f32) : f32
  llvm.br ^header(%zero, %acc0 : i32, f32)
^header(%k: i32, %acc: f32):
  %c = llvm.icmp "slt" %k, %four : i32
  llvm.cond_br %c, ^body, ^exit
^body:
  %row = llvm.mul %i, %four : i32
  %idx = llvm.add %k, %row : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %ea = llvm.getelementptr %pa[%c0, %idx] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.array<16 x f32>
  %x = llvm.load %ea : !llvm.ptr -> f32
  %col = llvm.mul %k, %four : i32
  %idxb = llvm.add %i, %col : i32
  %eb = llvm.getelementptr %pb[%c0, %idxb] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.array<16 x f32>
  %y = llvm.load %eb : !llvm.ptr -> f32
  %p = llvm.fmul %x, %y : f32
  %acc1 = llvm.fadd %acc, %p : f32
  %k1 = llvm.add %k, %one : i32
  llvm.br ^header(%k1, %acc1 : i32, f32)
^exit:
  llvm.return %acc : f32
}
llvm.func @main() -> f32 {
  %i = llvm.mlir.constant(2 : i32) : i32
  %r = llvm.call @dot(%i) : (i32) -> f32
  llvm.return %r : f32
}
