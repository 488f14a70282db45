// Casts between integer widths, floats and pointers, through function arguments.
llvm.func @printI64(i64)
llvm.func @printU64(i64)
llvm.func @printF32(f32)
llvm.func @printF64(f64)
llvm.func @printNewline()
llvm.func @i(%x: i64) {
  llvm.call @printI64(%x) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @u(%x: i64) {
  llvm.call @printU64(%x) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @f(%x: f32) {
  llvm.call @printF32(%x) : (f32) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @g(%x: f64) {
  llvm.call @printF64(%x) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @ints(%a: i32, %t: i1) {
  %0 = llvm.trunc %a : i32 to i8
  %1 = llvm.sext %0 : i8 to i64
  llvm.call @i(%1) : (i64) -> ()
  %2 = llvm.zext %0 : i8 to i64
  llvm.call @i(%2) : (i64) -> ()
  %3 = llvm.zext %a : i32 to i64
  llvm.call @u(%3) : (i64) -> ()
  %4 = llvm.sext %t : i1 to i64
  llvm.call @i(%4) : (i64) -> ()
  %5 = llvm.zext %t : i1 to i64
  llvm.call @i(%5) : (i64) -> ()
  %6 = llvm.trunc %a : i32 to i16
  %7 = llvm.zext %6 : i16 to i32
  %8 = llvm.sext %7 : i32 to i64
  llvm.call @i(%8) : (i64) -> ()
  llvm.return
}
llvm.func @floats(%x: f64, %n: i32) {
  %0 = llvm.fptosi %x : f64 to i32
  %1 = llvm.sext %0 : i32 to i64
  llvm.call @i(%1) : (i64) -> ()
  %2 = llvm.fptoui %x : f64 to i64
  llvm.call @u(%2) : (i64) -> ()
  %3 = llvm.fptrunc %x : f64 to f32
  llvm.call @f(%3) : (f32) -> ()
  %4 = llvm.fpext %3 : f32 to f64
  llvm.call @g(%4) : (f64) -> ()
  %5 = llvm.sitofp %n : i32 to f32
  llvm.call @f(%5) : (f32) -> ()
  %6 = llvm.uitofp %n : i32 to f64
  llvm.call @g(%6) : (f64) -> ()
  %7 = llvm.fptrunc %x : f64 to f16
  %8 = llvm.fpext %7 : f16 to f64
  llvm.call @g(%8) : (f64) -> ()
  %9 = llvm.bitcast %7 : f16 to i16
  %10 = llvm.zext %9 : i16 to i64
  llvm.call @i(%10) : (i64) -> ()
  %11 = llvm.bitcast %3 : f32 to i32
  %12 = llvm.zext %11 : i32 to i64
  llvm.call @i(%12) : (i64) -> ()
  %13 = llvm.bitcast %x : f64 to i64
  llvm.call @i(%13) : (i64) -> ()
  %14 = llvm.bitcast %n : i32 to f32
  llvm.call @f(%14) : (f32) -> ()
  %15 = llvm.fptrunc %x : f64 to bf16
  %16 = llvm.fpext %15 : bf16 to f32
  llvm.call @f(%16) : (f32) -> ()
  llvm.return
}
llvm.func @pointers(%p: !llvm.ptr) {
  %0 = llvm.ptrtoint %p : !llvm.ptr to i64
  %1 = llvm.inttoptr %0 : i64 to !llvm.ptr
  %2 = llvm.icmp "eq" %p, %1 : !llvm.ptr
  %3 = llvm.zext %2 : i1 to i64
  llvm.call @i(%3) : (i64) -> ()
  %4 = llvm.getelementptr %p[3] : (!llvm.ptr) -> !llvm.ptr, i64
  %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
  %6 = llvm.sub %5, %0 : i64
  llvm.call @i(%6) : (i64) -> ()
  llvm.return
}
llvm.func @main() {
  %a = llvm.mlir.constant(-123457 : i32) : i32
  %t = llvm.mlir.constant(true) : i1
  llvm.call @ints(%a, %t) : (i32, i1) -> ()
  %x = llvm.mlir.constant(1234.5678 : f64) : f64
  llvm.call @floats(%x, %a) : (f64, i32) -> ()
  %y = llvm.mlir.constant(-0.7 : f64) : f64
  %n = llvm.mlir.constant(1078530011 : i32) : i32
  llvm.call @floats(%y, %n) : (f64, i32) -> ()
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  llvm.call @pointers(%p) : (!llvm.ptr) -> ()
  llvm.return
}
