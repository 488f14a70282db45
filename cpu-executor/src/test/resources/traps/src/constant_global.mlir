// A store into a constant global.
llvm.mlir.global internal constant @table(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>
llvm.func @main() {
  %p = llvm.mlir.addressof @table : !llvm.ptr
  %v = llvm.mlir.constant(9 : i32) : i32
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.return
}
