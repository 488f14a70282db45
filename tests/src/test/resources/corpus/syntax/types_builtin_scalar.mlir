// types_builtin_scalar: the builtin scalar types carried as operand/result types of unregistered
// ops and as type attributes: signless/signed/unsigned integers of several widths, index, the
// float types, none, and complex.
func.func @scalars(%a: i1, %b: i8, %c: i16, %d: i32, %e: i64, %f: i128, %g: index) {
  "unreg.use"(%a, %b, %c, %d, %e, %f, %g) : (i1, i8, i16, i32, i64, i128, index) -> ()
  return
}
func.func @signedness(%a: si8, %b: ui8, %c: si32, %d: ui32, %e: si64, %f: ui64, %g: si1, %h: ui1) {
  "unreg.use"(%a, %b, %c, %d, %e, %f, %g, %h) : (si8, ui8, si32, ui32, si64, ui64, si1, ui1) -> ()
  return
}
func.func @odd_widths() -> (i0, i3, i17, i33, i1024, si7, ui65) {
  %r:7 = "unreg.make"() : () -> (i0, i3, i17, i33, i1024, si7, ui65)
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6 : i0, i3, i17, i33, i1024, si7, ui65
}
func.func @floats(%a: f16, %b: bf16, %c: f32, %d: f64, %e: f80, %f: f128, %g: tf32) -> f64 {
  %0 = "unreg.convert"(%a, %b, %c, %e, %f, %g) : (f16, bf16, f32, f80, f128, tf32) -> f64
  return %0 : f64
}
func.func @small_floats(%a: f8E5M2, %b: f8E4M3FN, %c: f8E4M3, %d: f4E2M1FN, %e: f8E8M0FNU) {
  "unreg.use"(%a, %b, %c, %d, %e) : (f8E5M2, f8E4M3FN, f8E4M3, f4E2M1FN, f8E8M0FNU) -> ()
  return
}
func.func @none_and_complex(%n: none, %c: complex<f32>, %d: complex<f64>, %i: complex<i16>) {
  "unreg.use"(%n, %c, %d, %i) : (none, complex<f32>, complex<f64>, complex<i16>) -> ()
  return
}
"unreg.types"() {t0 = i1, t1 = si16, t2 = ui32, t3 = index, t4 = f16, t5 = bf16, t6 = f32,
                t7 = f64, t8 = none, t9 = complex<bf16>} : () -> ()
