module {
  llvm.func @main(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)> 
    %4 = llvm.load %3 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5 = llvm.mlir.constant(0 : index) : i64
    %6 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.extractvalue %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.mul %5, %7 overflow<nsw, nuw> : i64
    %9 = llvm.add %8, %5 overflow<nsw, nuw> : i64
    %10 = llvm.getelementptr inbounds|nuw %6[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11 = llvm.load %10 : !llvm.ptr -> f32
    llvm.return
  }
  llvm.func @_mlir_ciface_main(%arg0: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(i64, ptr)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @main(%1, %2) : (i64, !llvm.ptr) -> ()
    llvm.return
  }
}

