"builtin.module"() <{sym_name = "casts"}> ({
  %0 = "builtin.unrealized_conversion_cast"() : () -> i32
  "unreg.use"(%0) : (i32) -> ()
  "func.func"() <{function_type = (i32, f32) -> (i64, i8, i16, !llvm.ptr), sym_name = "casts"}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    %1 = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> i64
    %2:2 = "builtin.unrealized_conversion_cast"(%arg1) : (f32) -> (i8, i16)
    %3 = "builtin.unrealized_conversion_cast"(%arg0, %arg1) : (i32, f32) -> !llvm.struct<(i32, f32)>
    %4 = "builtin.unrealized_conversion_cast"() : () -> !llvm.ptr
    %5 = "builtin.unrealized_conversion_cast"(%1) {unreg.tag = 7 : i32} : (i64) -> i32
    %6 = "builtin.unrealized_conversion_cast"(%5) : (i32) -> memref<4xf32>
    "func.return"(%1, %2#0, %2#1, %4) : (i64, i8, i16, !llvm.ptr) -> ()
  }) : () -> ()
}) {unreg.note = "module attributes"} : () -> ()

