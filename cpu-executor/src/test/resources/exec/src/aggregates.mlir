// Structs and arrays: insertvalue/extractvalue (nested positions), loads and stores of whole
// structs with natural alignment (i8, i32, i64, f64, ptr fields), getelementptr into struct
// fields and arrays of structs, and a packed struct.
llvm.func @printI64(i64)
llvm.func @printF64(f64)
llvm.func @printNewline()
llvm.func @i(%x: i64) {
  llvm.call @printI64(%x) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @make(%a: i8, %b: i32, %c: i64, %d: f64) -> !llvm.struct<(i8, i32, i64, array<2 x f64>)> {
  %0 = llvm.mlir.poison : !llvm.struct<(i8, i32, i64, array<2 x f64>)>
  %1 = llvm.insertvalue %a, %0[0] : !llvm.struct<(i8, i32, i64, array<2 x f64>)>
  %2 = llvm.insertvalue %b, %1[1] : !llvm.struct<(i8, i32, i64, array<2 x f64>)>
  %3 = llvm.insertvalue %c, %2[2] : !llvm.struct<(i8, i32, i64, array<2 x f64>)>
  %4 = llvm.insertvalue %d, %3[3, 1] : !llvm.struct<(i8, i32, i64, array<2 x f64>)>
  llvm.return %4 : !llvm.struct<(i8, i32, i64, array<2 x f64>)>
}
llvm.func @main() {
  %a = llvm.mlir.constant(-5 : i8) : i8
  %b = llvm.mlir.constant(70000 : i32) : i32
  %c = llvm.mlir.constant(-123456789012 : i64) : i64
  %d = llvm.mlir.constant(2.5 : f64) : f64
  %s = llvm.call @make(%a, %b, %c, %d) : (i8, i32, i64, f64) -> !llvm.struct<(i8, i32, i64, array<2 x f64>)>
  %one = llvm.mlir.constant(1 : i64) : i64
  %two = llvm.mlir.constant(2 : i64) : i64
  %p = llvm.alloca %two x !llvm.struct<(i8, i32, i64, array<2 x f64>)> : (i64) -> !llvm.ptr
  %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i32, i64, array<2 x f64>)>
  llvm.store %s, %q : !llvm.struct<(i8, i32, i64, array<2 x f64>)>, !llvm.ptr
  %pi = llvm.ptrtoint %p : !llvm.ptr to i64
  %f1 = llvm.getelementptr %p[1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i32, i64, array<2 x f64>)>
  %f1i = llvm.ptrtoint %f1 : !llvm.ptr to i64
  %off1 = llvm.sub %f1i, %pi : i64
  llvm.call @i(%off1) : (i64) -> ()
  %f3 = llvm.getelementptr %p[1, 3, %one] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i8, i32, i64, array<2 x f64>)>
  %f3i = llvm.ptrtoint %f3 : !llvm.ptr to i64
  %off3 = llvm.sub %f3i, %pi : i64
  llvm.call @i(%off3) : (i64) -> ()
  %v1 = llvm.load %f1 : !llvm.ptr -> i32
  %v1w = llvm.sext %v1 : i32 to i64
  llvm.call @i(%v1w) : (i64) -> ()
  %v3 = llvm.load %f3 : !llvm.ptr -> f64
  llvm.call @printF64(%v3) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  %back = llvm.load %q : !llvm.ptr -> !llvm.struct<(i8, i32, i64, array<2 x f64>)>
  %e0 = llvm.extractvalue %back[0] : !llvm.struct<(i8, i32, i64, array<2 x f64>)>
  %e0w = llvm.sext %e0 : i8 to i64
  llvm.call @i(%e0w) : (i64) -> ()
  %e2 = llvm.extractvalue %back[2] : !llvm.struct<(i8, i32, i64, array<2 x f64>)>
  llvm.call @i(%e2) : (i64) -> ()
  %arr = llvm.extractvalue %back[3] : !llvm.struct<(i8, i32, i64, array<2 x f64>)>
  %e31 = llvm.extractvalue %arr[1] : !llvm.array<2 x f64>
  llvm.call @printF64(%e31) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  %pk = llvm.alloca %one x !llvm.struct<packed (i8, i64)> : (i64) -> !llvm.ptr
  %pf = llvm.getelementptr %pk[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<packed (i8, i64)>
  %pfi = llvm.ptrtoint %pf : !llvm.ptr to i64
  %pki = llvm.ptrtoint %pk : !llvm.ptr to i64
  %poff = llvm.sub %pfi, %pki : i64
  llvm.call @i(%poff) : (i64) -> ()
  %sz = llvm.mlir.zero : !llvm.ptr
  %end = llvm.getelementptr %sz[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i32, i64, array<2 x f64>)>
  %size = llvm.ptrtoint %end : !llvm.ptr to i64
  llvm.call @i(%size) : (i64) -> ()
  llvm.return
}
