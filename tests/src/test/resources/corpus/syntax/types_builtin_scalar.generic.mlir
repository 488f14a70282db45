"builtin.module"() ({
  "func.func"() <{function_type = (i1, i8, i16, i32, i64, i128, index) -> (), sym_name = "scalars"}> ({
  ^bb0(%arg24: i1, %arg25: i8, %arg26: i16, %arg27: i32, %arg28: i64, %arg29: i128, %arg30: index):
    "unreg.use"(%arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30) : (i1, i8, i16, i32, i64, i128, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (si8, ui8, si32, ui32, si64, ui64, si1, ui1) -> (), sym_name = "signedness"}> ({
  ^bb0(%arg16: si8, %arg17: ui8, %arg18: si32, %arg19: ui32, %arg20: si64, %arg21: ui64, %arg22: si1, %arg23: ui1):
    "unreg.use"(%arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23) : (si8, ui8, si32, ui32, si64, ui64, si1, ui1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i0, i3, i17, i33, i1024, si7, ui65), sym_name = "odd_widths"}> ({
    %1:7 = "unreg.make"() : () -> (i0, i3, i17, i33, i1024, si7, ui65)
    "func.return"(%1#0, %1#1, %1#2, %1#3, %1#4, %1#5, %1#6) : (i0, i3, i17, i33, i1024, si7, ui65) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f16, bf16, f32, f64, f80, f128, tf32) -> f64, sym_name = "floats"}> ({
  ^bb0(%arg9: f16, %arg10: bf16, %arg11: f32, %arg12: f64, %arg13: f80, %arg14: f128, %arg15: tf32):
    %0 = "unreg.convert"(%arg9, %arg10, %arg11, %arg13, %arg14, %arg15) : (f16, bf16, f32, f80, f128, tf32) -> f64
    "func.return"(%0) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f8E5M2, f8E4M3FN, f8E4M3, f4E2M1FN, f8E8M0FNU) -> (), sym_name = "small_floats"}> ({
  ^bb0(%arg4: f8E5M2, %arg5: f8E4M3FN, %arg6: f8E4M3, %arg7: f4E2M1FN, %arg8: f8E8M0FNU):
    "unreg.use"(%arg4, %arg5, %arg6, %arg7, %arg8) : (f8E5M2, f8E4M3FN, f8E4M3, f4E2M1FN, f8E8M0FNU) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (none, complex<f32>, complex<f64>, complex<i16>) -> (), sym_name = "none_and_complex"}> ({
  ^bb0(%arg0: none, %arg1: complex<f32>, %arg2: complex<f64>, %arg3: complex<i16>):
    "unreg.use"(%arg0, %arg1, %arg2, %arg3) : (none, complex<f32>, complex<f64>, complex<i16>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "unreg.types"() {t0 = i1, t1 = si16, t2 = ui32, t3 = index, t4 = f16, t5 = bf16, t6 = f32, t7 = f64, t8 = none, t9 = complex<bf16>} : () -> ()
}) : () -> ()

