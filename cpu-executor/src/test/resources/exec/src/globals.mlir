// Globals: scalar and dense array values, a string, an initializer region building a struct,
// zero-initialized and constant globals; memset, memcpy and memmove (overlapping) on them.
llvm.func @printI64(i64)
llvm.func @printF64(f64)
llvm.func @printNewline()
llvm.func @puts(!llvm.ptr) -> i32
llvm.mlir.global internal @counter(41 : i64) : i64
llvm.mlir.global internal constant @squares(dense<[0, 1, 4, 9, 16, 25]> : tensor<6xi32>) : !llvm.array<6 x i32>
llvm.mlir.global internal constant @hello("hello, globals\00") : !llvm.array<15 x i8>
llvm.mlir.global internal @zeros() : !llvm.array<8 x i16>
llvm.mlir.global internal @pair() : !llvm.struct<(i32, f64)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %1 = llvm.mlir.constant(-3 : i32) : i32
  %2 = llvm.mlir.constant(0.125 : f64) : f64
  %3 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f64)>
  %4 = llvm.insertvalue %2, %3[1] : !llvm.struct<(i32, f64)>
  llvm.return %4 : !llvm.struct<(i32, f64)>
}
llvm.mlir.global internal @grid(dense<1.5> : tensor<2x3xf64>) : !llvm.array<2 x array<3 x f64>>
llvm.func @i(%x: i64) {
  llvm.call @printI64(%x) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @main() {
  %c = llvm.mlir.addressof @counter : !llvm.ptr
  %v = llvm.load %c : !llvm.ptr -> i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %v1 = llvm.add %v, %one : i64
  llvm.store %v1, %c : i64, !llvm.ptr
  %v2 = llvm.load %c : !llvm.ptr -> i64
  llvm.call @i(%v2) : (i64) -> ()
  %sq = llvm.mlir.addressof @squares : !llvm.ptr
  %four = llvm.mlir.constant(4 : i64) : i64
  %e4 = llvm.getelementptr %sq[0, %four] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<6 x i32>
  %s4 = llvm.load %e4 : !llvm.ptr -> i32
  %s4w = llvm.sext %s4 : i32 to i64
  llvm.call @i(%s4w) : (i64) -> ()
  %h = llvm.mlir.addressof @hello : !llvm.ptr
  %r = llvm.call @puts(%h) : (!llvm.ptr) -> i32
  %p = llvm.mlir.addressof @pair : !llvm.ptr
  %pv = llvm.load %p : !llvm.ptr -> !llvm.struct<(i32, f64)>
  %p0 = llvm.extractvalue %pv[0] : !llvm.struct<(i32, f64)>
  %p0w = llvm.sext %p0 : i32 to i64
  llvm.call @i(%p0w) : (i64) -> ()
  %p1 = llvm.extractvalue %pv[1] : !llvm.struct<(i32, f64)>
  llvm.call @printF64(%p1) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  %g = llvm.mlir.addressof @grid : !llvm.ptr
  %g12 = llvm.getelementptr %g[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<3 x f64>>
  %gv = llvm.load %g12 : !llvm.ptr -> f64
  llvm.call @printF64(%gv) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  %z = llvm.mlir.addressof @zeros : !llvm.ptr
  %byte = llvm.mlir.constant(7 : i8) : i8
  %n16 = llvm.mlir.constant(16 : i64) : i64
  "llvm.intr.memset"(%z, %byte, %n16) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %z3 = llvm.getelementptr %z[3] : (!llvm.ptr) -> !llvm.ptr, i16
  %zv = llvm.load %z3 : !llvm.ptr -> i16
  %zvw = llvm.zext %zv : i16 to i64
  llvm.call @i(%zvw) : (i64) -> ()
  %n8 = llvm.mlir.constant(8 : i64) : i64
  "llvm.intr.memcpy"(%z, %sq, %n8) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %z1 = llvm.getelementptr %z[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %zv1 = llvm.load %z1 : !llvm.ptr -> i32
  %zv1w = llvm.sext %zv1 : i32 to i64
  llvm.call @i(%zv1w) : (i64) -> ()
  %n12 = llvm.mlir.constant(12 : i64) : i64
  "llvm.intr.memmove"(%z1, %z, %n12) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %z2 = llvm.getelementptr %z[2] : (!llvm.ptr) -> !llvm.ptr, i32
  %zv2 = llvm.load %z2 : !llvm.ptr -> i32
  %zv2w = llvm.sext %zv2 : i32 to i64
  llvm.call @i(%zv2w) : (i64) -> ()
  llvm.return
}
