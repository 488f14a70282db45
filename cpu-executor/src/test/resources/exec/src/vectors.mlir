// Fixed 1-D vectors (the builtin id vectors of rw's grid emulation): a vector<3xi32> global
// written component by component through getelementptr, loaded whole, llvm.extractelement and
// llvm.insertelement at constant and dynamic positions, whole-vector stores, the allocation size
// of vector<3xi32> (16) and of vector<2xf64> (16), and an f32 vector built from poison.
module {
  llvm.func @printI64(i64)
  llvm.func @printF64(f64)
  llvm.func @printNewline()
  llvm.mlir.global linkonce @ids() {addr_space = 0 : i32} : vector<3xi32>
  llvm.func @i(%v: i32) {
    %w = llvm.sext %v : i32 to i64
    llvm.call @printI64(%w) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %g = llvm.mlir.addressof @ids : !llvm.ptr
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %c2 = llvm.mlir.constant(2 : i64) : i64
    %a = llvm.mlir.constant(7 : i32) : i32
    %b = llvm.mlir.constant(-8 : i32) : i32
    %c = llvm.mlir.constant(9 : i32) : i32
    %p0 = llvm.getelementptr %g[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %a, %p0 : i32, !llvm.ptr
    %p1 = llvm.getelementptr %g[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %b, %p1 : i32, !llvm.ptr
    %p2 = llvm.getelementptr %g[%c2] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %c, %p2 : i32, !llvm.ptr
    %v = llvm.load %g : !llvm.ptr -> vector<3xi32>
    %k0 = llvm.mlir.constant(0 : i32) : i32
    %k2 = llvm.mlir.constant(2 : i32) : i32
    %e0 = llvm.extractelement %v[%k0 : i32] : vector<3xi32>
    llvm.call @i(%e0) : (i32) -> ()
    %e1 = llvm.extractelement %v[%c1 : i64] : vector<3xi32>
    llvm.call @i(%e1) : (i32) -> ()
    %e2 = llvm.extractelement %v[%k2 : i32] : vector<3xi32>
    llvm.call @i(%e2) : (i32) -> ()
    %x = llvm.mlir.constant(100 : i32) : i32
    %v2 = llvm.insertelement %x, %v[%k0 : i32] : vector<3xi32>
    llvm.store %v2, %g : vector<3xi32>, !llvm.ptr
    %r0 = llvm.load %p0 : !llvm.ptr -> i32
    llvm.call @i(%r0) : (i32) -> ()
    %r1 = llvm.load %p1 : !llvm.ptr -> i32
    llvm.call @i(%r1) : (i32) -> ()
    %old = llvm.extractelement %v[%k0 : i32] : vector<3xi32>
    llvm.call @i(%old) : (i32) -> ()
    %null = llvm.mlir.zero : !llvm.ptr
    %end = llvm.getelementptr %null[1] : (!llvm.ptr) -> !llvm.ptr, vector<3xi32>
    %size = llvm.ptrtoint %end : !llvm.ptr to i64
    llvm.call @printI64(%size) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %end2 = llvm.getelementptr %null[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf64>
    %size2 = llvm.ptrtoint %end2 : !llvm.ptr to i64
    llvm.call @printI64(%size2) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %fp = llvm.mlir.poison : vector<2xf32>
    %f = llvm.mlir.constant(1.5 : f32) : f32
    %f2 = llvm.mlir.constant(-2.25 : f32) : f32
    %fv = llvm.insertelement %f, %fp[%k0 : i32] : vector<2xf32>
    %fv2 = llvm.insertelement %f2, %fv[%c1 : i64] : vector<2xf32>
    %fe = llvm.extractelement %fv2[%c1 : i64] : vector<2xf32>
    %fd = llvm.fpext %fe : f32 to f64
    llvm.call @printF64(%fd) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    %fe0 = llvm.extractelement %fv2[%k0 : i32] : vector<2xf32>
    %fd0 = llvm.fpext %fe0 : f32 to f64
    llvm.call @printF64(%fd0) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}
