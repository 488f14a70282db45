"builtin.module"() <{sym_name = "outer", sym_visibility = "private"}> ({
  %0 = "builtin.unrealized_conversion_cast"() : () -> i32 loc(#loc1)
  %1:2 = "builtin.unrealized_conversion_cast"(%0, %0) {t.x} : (i32, i32) -> (i64, i8) loc(#loc2)
  "builtin.module"() ({
  ^bb0:
  }) : () -> () loc(#loc3)
  "builtin.module"() <{sym_name = "inner"}> ({
    "unreg.x"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc4)
  "builtin.module"() ({
  ^bb0:
  }) {t.y} : () -> () loc(#loc6)
}) {t.a = 1 : i64} : () -> () loc(#loc)
#loc = loc("custom.mlir":1:1)
#loc1 = loc("custom.mlir":2:8)
#loc2 = loc("custom.mlir":3:10)
#loc3 = loc("custom.mlir":4:3)
#loc4 = loc("custom.mlir":6:3)
#loc5 = loc("custom.mlir":7:5)
#loc6 = loc("custom.mlir":9:3)

