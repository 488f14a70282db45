"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> i64, sym_name = "chain"}> ({
  ^bb0(%arg9: i64):
    %15 = "builtin.unrealized_conversion_cast"(%arg9) : (i64) -> i32
    %16 = "builtin.unrealized_conversion_cast"(%15) : (i32) -> i64
    "func.return"(%16) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i32, sym_name = "live"}> ({
  ^bb0(%arg8: i64):
    %14 = "builtin.unrealized_conversion_cast"(%arg8) : (i64) -> i32
    "func.return"(%14) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> (), sym_name = "dead"}> ({
  ^bb0(%arg7: i64):
    %12 = "builtin.unrealized_conversion_cast"(%arg7) : (i64) -> i32
    %13 = "builtin.unrealized_conversion_cast"(%12) : (i32) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "long"}> ({
  ^bb0(%arg6: i64):
    %9 = "builtin.unrealized_conversion_cast"(%arg6) : (i64) -> i32
    %10 = "builtin.unrealized_conversion_cast"(%9) : (i32) -> f32
    %11 = "builtin.unrealized_conversion_cast"(%10) : (f32) -> i64
    "func.return"(%11) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, f32) -> (i64, f32), sym_name = "multi"}> ({
  ^bb0(%arg4: i64, %arg5: f32):
    %7 = "builtin.unrealized_conversion_cast"(%arg4, %arg5) : (i64, f32) -> i32
    %8:2 = "builtin.unrealized_conversion_cast"(%7) : (i32) -> (i64, f32)
    "func.return"(%8#0, %8#1) : (i64, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> (i64, i32), sym_name = "partial"}> ({
  ^bb0(%arg3: i64):
    %5 = "builtin.unrealized_conversion_cast"(%arg3) : (i64) -> i32
    %6 = "builtin.unrealized_conversion_cast"(%5) : (i32) -> i64
    "func.return"(%6, %5) : (i64, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, f32) -> (f32, i64), sym_name = "swapped"}> ({
  ^bb0(%arg1: i64, %arg2: f32):
    %3:2 = "builtin.unrealized_conversion_cast"(%arg1, %arg2) : (i64, f32) -> (i32, i32)
    %4:2 = "builtin.unrealized_conversion_cast"(%3#1, %3#0) : (i32, i32) -> (f32, i64)
    "func.return"(%4#0, %4#1) : (f32, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "nothing"}> ({
    %2 = "builtin.unrealized_conversion_cast"() : () -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "other_user"}> ({
  ^bb0(%arg0: i64):
    %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> i32
    "test.use"(%0) : (i32) -> ()
    %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
    "func.return"(%1) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

