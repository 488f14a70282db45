// attrs_numbers: integer and float attributes as MLIR spells them: signless/signed/unsigned of
// several widths, defaults (i64, f64), negative numbers, hexadecimal integers, extreme values,
// hexadecimal float bit patterns (inf, -inf, NaNs, -0.0), exponents, very large and very small
// (denormal) values, values that are not exactly representable, and f16/bf16/f32/f64.
"unreg.ints"() {
  i0 = 0,
  i1 = 42,
  i2 = -42,
  i3 = 7 : i32,
  i4 = -1 : i8,
  i5 = 255 : i8,
  i6 = 0x7fffffff : i32,
  i7 = 0xFFFFFFFF : i32,
  i8 = 9223372036854775807 : i64,
  i9 = -9223372036854775808 : i64,
  i10 = 18446744073709551615 : ui64,
  i11 = -128 : si8,
  i12 = 200 : ui8,
  i13 = 170141183460469231731687303715884105727 : i128,
  i14 = -5 : index,
  i15 = 1 : i1,
  i16 = 0 : i1,
  i17 = 0x10 : i64,
  i18 = 3 : si4,
  i19 = 12345678901234567890123 : i80
} : () -> ()
"unreg.floats"() {
  f0 = 0.0,
  f1 = 1.0,
  f2 = -2.5,
  f3 = 0.1 : f32,
  f4 = 0.1 : f64,
  f5 = 1.0e10 : f32,
  f6 = 1.5E-3 : f64,
  f7 = 3.4028234663852886e+38 : f32,
  f8 = 1.401298464324817e-45 : f32,
  f9 = 1.7976931348623157e308 : f64,
  f10 = 4.9406564584124654e-324 : f64,
  f11 = -0.0 : f32,
  f12 = -0.0 : f64,
  f13 = 0x7F800000 : f32,
  f14 = 0xFF800000 : f32,
  f15 = 0x7FC00000 : f32,
  f16 = 0x7FF0000000000000 : f64,
  f17 = 0x7FF8000000000001 : f64,
  f18 = 0x3C00 : f16,
  f19 = 6.5e4 : f16,
  f20 = 0x7C00 : f16,
  f21 = 1.0e-7 : f16,
  f22 = 3.140625 : bf16,
  f23 = 0x7F80 : bf16,
  f24 = 1.0e38 : bf16,
  f25 = 100.0 : f32,
  f26 = 123456789.0 : f32,
  f27 = 123456789.0 : f64,
  f28 = 2.0e-1 : f64,
  f29 = 0x3FF0000000000000 : f64,
  f30 = 1.0 : f80,
  f31 = 0.33333333333333331 : f64,
  f32 = 1.0e+100 : f64,
  f33 = 12.75 : tf32,
  f34 = -1.0e-300 : f64,
  f35 = 0xFFC00000 : f32,
  f36 = 16777217.0 : f32,
  f37 = 1.0e6 : f32,
  f38 = 1.0e16 : f64,
  f39 = 0.000001 : f32
} : () -> ()
func.func @constants() -> (i32, f32, f64, i64, f16, bf16) {
  %0 = arith.constant 0x7fffffff : i32
  %1 = arith.constant 0x7FC00000 : f32
  %2 = arith.constant -0.0 : f64
  %3 = arith.constant -9223372036854775808 : i64
  %4 = arith.constant 0xFC00 : f16
  %5 = arith.constant 2.5 : bf16
  return %0, %1, %2, %3, %4, %5 : i32, f32, f64, i64, f16, bf16
}
