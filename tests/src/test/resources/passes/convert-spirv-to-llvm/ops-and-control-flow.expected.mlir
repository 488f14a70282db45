module {
  module @m {
    llvm.mlir.global private @p() {addr_space = 0 : i32} : i32
    llvm.func @f(%arg0: i32, %arg1: i1, %arg2: !llvm.ptr) -> i32 attributes {always_inline} {
      %0 = llvm.mlir.constant(1 : i32) : i32
      %1 = llvm.mlir.constant(1 : i32) : i32
      %2 = llvm.alloca %1 x i32 : (i32) -> !llvm.ptr
      llvm.store %0, %2 : i32, !llvm.ptr
      %3 = llvm.mlir.constant(-1 : i32) : i32
      %4 = llvm.xor %arg0, %3 : i32
      %5 = llvm.mlir.constant(true) : i1
      %6 = llvm.xor %arg1, %5 : i1
      %7 = llvm.load volatile %2 : !llvm.ptr -> i32
      %8 = llvm.load %arg2 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %4, %2 {nontemporal} : i32, !llvm.ptr
      llvm.br ^bb1(%arg0 : i32)
    ^bb1(%9: i32):  // 2 preds: ^bb0, ^bb2
      %10 = llvm.icmp "slt" %9, %7 : i32
      llvm.cond_br %10 weights([3, 5]), ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %11 = llvm.add %9, %0 : i32
      llvm.br ^bb1(%11 : i32)
    ^bb3:  // pred: ^bb1
      llvm.br ^bb4
    ^bb4:  // pred: ^bb3
      %12 = llvm.shl %arg0, %arg0 : i32
      llvm.return %12 : i32
    }
  }
}

