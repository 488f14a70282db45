// Integer arithmetic at i8, i16, i32 and i64 through function arguments (so nothing is folded
// at translation): wrapping, division and remainder (signed, unsigned), shifts, bitwise ops,
// min/max and bit-counting intrinsics. Every result is sign-extended to i64 and printed.
llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @show8(%x: i8) {
  %w = llvm.sext %x : i8 to i64
  llvm.call @printI64(%w) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @show16(%x: i16) {
  %w = llvm.sext %x : i16 to i64
  llvm.call @printI64(%w) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @show32(%x: i32) {
  %w = llvm.sext %x : i32 to i64
  llvm.call @printI64(%w) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @show64(%x: i64) {
  llvm.call @printI64(%x) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @ops8(%a: i8, %b: i8) {
  %0 = llvm.add %a, %b : i8
  llvm.call @show8(%0) : (i8) -> ()
  %1 = llvm.mul %a, %b : i8
  llvm.call @show8(%1) : (i8) -> ()
  %2 = llvm.udiv %a, %b : i8
  llvm.call @show8(%2) : (i8) -> ()
  %3 = llvm.sdiv %a, %b : i8
  llvm.call @show8(%3) : (i8) -> ()
  %4 = llvm.urem %a, %b : i8
  llvm.call @show8(%4) : (i8) -> ()
  %5 = llvm.srem %a, %b : i8
  llvm.call @show8(%5) : (i8) -> ()
  %6 = llvm.lshr %a, %b : i8
  llvm.call @show8(%6) : (i8) -> ()
  %7 = llvm.ashr %a, %b : i8
  llvm.call @show8(%7) : (i8) -> ()
  %8 = llvm.shl %a, %b : i8
  llvm.call @show8(%8) : (i8) -> ()
  %9 = "llvm.intr.umax"(%a, %b) : (i8, i8) -> i8
  llvm.call @show8(%9) : (i8) -> ()
  %10 = "llvm.intr.smax"(%a, %b) : (i8, i8) -> i8
  llvm.call @show8(%10) : (i8) -> ()
  %11 = "llvm.intr.ctpop"(%a) : (i8) -> i8
  llvm.call @show8(%11) : (i8) -> ()
  llvm.return
}
llvm.func @ops16(%a: i16, %b: i16) {
  %0 = llvm.sub %a, %b : i16
  llvm.call @show16(%0) : (i16) -> ()
  %1 = llvm.mul %a, %b : i16
  llvm.call @show16(%1) : (i16) -> ()
  %2 = llvm.udiv %a, %b : i16
  llvm.call @show16(%2) : (i16) -> ()
  %3 = llvm.srem %a, %b : i16
  llvm.call @show16(%3) : (i16) -> ()
  %4 = "llvm.intr.bswap"(%a) : (i16) -> i16
  llvm.call @show16(%4) : (i16) -> ()
  llvm.return
}
llvm.func @ops32(%a: i32, %b: i32) {
  %0 = llvm.add %a, %b : i32
  llvm.call @show32(%0) : (i32) -> ()
  %1 = llvm.sub %a, %b : i32
  llvm.call @show32(%1) : (i32) -> ()
  %2 = llvm.mul %a, %b : i32
  llvm.call @show32(%2) : (i32) -> ()
  %3 = llvm.udiv %a, %b : i32
  llvm.call @show32(%3) : (i32) -> ()
  %4 = llvm.sdiv %a, %b : i32
  llvm.call @show32(%4) : (i32) -> ()
  %5 = llvm.urem %a, %b : i32
  llvm.call @show32(%5) : (i32) -> ()
  %6 = llvm.srem %a, %b : i32
  llvm.call @show32(%6) : (i32) -> ()
  %7 = llvm.and %a, %b : i32
  llvm.call @show32(%7) : (i32) -> ()
  %8 = llvm.or %a, %b : i32
  llvm.call @show32(%8) : (i32) -> ()
  %9 = llvm.xor %a, %b : i32
  llvm.call @show32(%9) : (i32) -> ()
  %10 = llvm.lshr %a, %b : i32
  llvm.call @show32(%10) : (i32) -> ()
  %11 = llvm.ashr %a, %b : i32
  llvm.call @show32(%11) : (i32) -> ()
  %12 = llvm.shl %a, %b : i32
  llvm.call @show32(%12) : (i32) -> ()
  %13 = "llvm.intr.umin"(%a, %b) : (i32, i32) -> i32
  llvm.call @show32(%13) : (i32) -> ()
  %14 = "llvm.intr.smin"(%a, %b) : (i32, i32) -> i32
  llvm.call @show32(%14) : (i32) -> ()
  %15 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  llvm.call @show32(%15) : (i32) -> ()
  %16 = "llvm.intr.cttz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  llvm.call @show32(%16) : (i32) -> ()
  %17 = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i32) -> i32
  llvm.call @show32(%17) : (i32) -> ()
  %18 = "llvm.intr.bitreverse"(%a) : (i32) -> i32
  llvm.call @show32(%18) : (i32) -> ()
  llvm.return
}
llvm.func @ops64(%a: i64, %b: i64) {
  %0 = llvm.add %a, %b : i64
  llvm.call @show64(%0) : (i64) -> ()
  %1 = llvm.mul %a, %b : i64
  llvm.call @show64(%1) : (i64) -> ()
  %2 = llvm.udiv %a, %b : i64
  llvm.call @show64(%2) : (i64) -> ()
  %3 = llvm.sdiv %a, %b : i64
  llvm.call @show64(%3) : (i64) -> ()
  %4 = llvm.urem %a, %b : i64
  llvm.call @show64(%4) : (i64) -> ()
  %5 = llvm.srem %a, %b : i64
  llvm.call @show64(%5) : (i64) -> ()
  %6 = llvm.lshr %a, %b : i64
  llvm.call @show64(%6) : (i64) -> ()
  %7 = llvm.ashr %a, %b : i64
  llvm.call @show64(%7) : (i64) -> ()
  %8 = llvm.shl %a, %b : i64
  llvm.call @show64(%8) : (i64) -> ()
  %9 = "llvm.intr.umax"(%a, %b) : (i64, i64) -> i64
  llvm.call @show64(%9) : (i64) -> ()
  %10 = "llvm.intr.ctpop"(%a) : (i64) -> i64
  llvm.call @show64(%10) : (i64) -> ()
  llvm.return
}
llvm.func @main() {
  %a8 = llvm.mlir.constant(-100 : i8) : i8
  %b8 = llvm.mlir.constant(3 : i8) : i8
  llvm.call @ops8(%a8, %b8) : (i8, i8) -> ()
  %a16 = llvm.mlir.constant(-30000 : i16) : i16
  %b16 = llvm.mlir.constant(7 : i16) : i16
  llvm.call @ops16(%a16, %b16) : (i16, i16) -> ()
  %a32 = llvm.mlir.constant(-2000000000 : i32) : i32
  %b32 = llvm.mlir.constant(7 : i32) : i32
  llvm.call @ops32(%a32, %b32) : (i32, i32) -> ()
  %c32 = llvm.mlir.constant(123456 : i32) : i32
  %d32 = llvm.mlir.constant(-13 : i32) : i32
  llvm.call @ops32(%c32, %d32) : (i32, i32) -> ()
  %a64 = llvm.mlir.constant(-9000000000000000000 : i64) : i64
  %b64 = llvm.mlir.constant(13 : i64) : i64
  llvm.call @ops64(%a64, %b64) : (i64, i64) -> ()
  llvm.return
}
