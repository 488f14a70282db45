module {
  func.func @scalars(%arg0: i1, %arg1: i8, %arg2: i16, %arg3: i32, %arg4: i64, %arg5: i128, %arg6: index) {
    "unreg.use"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) : (i1, i8, i16, i32, i64, i128, index) -> ()
    return
  }
  func.func @signedness(%arg0: si8, %arg1: ui8, %arg2: si32, %arg3: ui32, %arg4: si64, %arg5: ui64, %arg6: si1, %arg7: ui1) {
    "unreg.use"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7) : (si8, ui8, si32, ui32, si64, ui64, si1, ui1) -> ()
    return
  }
  func.func @odd_widths() -> (i0, i3, i17, i33, i1024, si7, ui65) {
    %0:7 = "unreg.make"() : () -> (i0, i3, i17, i33, i1024, si7, ui65)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6 : i0, i3, i17, i33, i1024, si7, ui65
  }
  func.func @floats(%arg0: f16, %arg1: bf16, %arg2: f32, %arg3: f64, %arg4: f80, %arg5: f128, %arg6: tf32) -> f64 {
    %0 = "unreg.convert"(%arg0, %arg1, %arg2, %arg4, %arg5, %arg6) : (f16, bf16, f32, f80, f128, tf32) -> f64
    return %0 : f64
  }
  func.func @small_floats(%arg0: f8E5M2, %arg1: f8E4M3FN, %arg2: f8E4M3, %arg3: f4E2M1FN, %arg4: f8E8M0FNU) {
    "unreg.use"(%arg0, %arg1, %arg2, %arg3, %arg4) : (f8E5M2, f8E4M3FN, f8E4M3, f4E2M1FN, f8E8M0FNU) -> ()
    return
  }
  func.func @none_and_complex(%arg0: none, %arg1: complex<f32>, %arg2: complex<f64>, %arg3: complex<i16>) {
    "unreg.use"(%arg0, %arg1, %arg2, %arg3) : (none, complex<f32>, complex<f64>, complex<i16>) -> ()
    return
  }
  "unreg.types"() {t0 = i1, t1 = si16, t2 = ui32, t3 = index, t4 = f16, t5 = bf16, t6 = f32, t7 = f64, t8 = none, t9 = complex<bf16>} : () -> ()
}

