module {
  module @m {
    llvm.mlir.global external @m_g_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<4 x f32>)>
    llvm.mlir.global external constant @u() {addr_space = 0 : i32} : f32
    llvm.func @f(%arg0: !llvm.ptr) {
      %0 = llvm.mlir.addressof @u : !llvm.ptr
      %1 = llvm.load %0 : !llvm.ptr -> f32
      llvm.store %1, %arg0 : f32, !llvm.ptr
      llvm.return
    }
  }
}

