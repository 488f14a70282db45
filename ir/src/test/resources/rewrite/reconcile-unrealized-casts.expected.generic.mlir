"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> i64, sym_name = "chain"}> ({
  ^bb0(%arg9: i64):
    "func.return"(%arg9) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i32, sym_name = "live"}> ({
  ^bb0(%arg8: i64):
    %5 = "builtin.unrealized_conversion_cast"(%arg8) : (i64) -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> (), sym_name = "dead"}> ({
  ^bb0(%arg7: i64):
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "long"}> ({
  ^bb0(%arg6: i64):
    "func.return"(%arg6) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, f32) -> (i64, f32), sym_name = "multi"}> ({
  ^bb0(%arg4: i64, %arg5: f32):
    "func.return"(%arg4, %arg5) : (i64, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> (i64, i32), sym_name = "partial"}> ({
  ^bb0(%arg3: i64):
    %4 = "builtin.unrealized_conversion_cast"(%arg3) : (i64) -> i32
    "func.return"(%arg3, %4) : (i64, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, f32) -> (f32, i64), sym_name = "swapped"}> ({
  ^bb0(%arg1: i64, %arg2: f32):
    %2:2 = "builtin.unrealized_conversion_cast"(%arg1, %arg2) : (i64, f32) -> (i32, i32)
    %3:2 = "builtin.unrealized_conversion_cast"(%2#1, %2#0) : (i32, i32) -> (f32, i64)
    "func.return"(%3#0, %3#1) : (f32, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "nothing"}> ({
    %1 = "builtin.unrealized_conversion_cast"() : () -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "other_user"}> ({
  ^bb0(%arg0: i64):
    %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> i32
    "test.use"(%0) : (i32) -> ()
    "func.return"(%arg0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

