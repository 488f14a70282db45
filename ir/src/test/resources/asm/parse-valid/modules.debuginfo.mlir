#loc7 = loc("modules.mlir":14:10)
#loc9 = loc("modules.mlir":16:10)
"builtin.module"() <{sym_name = "outer"}> ({
  "builtin.module"() <{sym_name = "a"}> ({
    %2 = "test.op"() {s = "{ not a brace }", x = 7 : i32} : () -> tuple<i32, i32> loc(#loc2)
    "test.use"(%2) : (tuple<i32, i32>) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
  "test.between"() : () -> () loc(#loc4)
  "builtin.module"() <{sym_name = "b"}> ({
    "test.region"() ({
    ^bb0(%arg0: i32 loc("modules.mlir":14:10)):
      "test.br"(%arg0)[^bb1] : (i32) -> () loc(#loc8)
    ^bb1(%1: i32 loc("modules.mlir":16:10)):  // pred: ^bb0
      "test.ret"(%1) : (i32) -> () loc(#loc10)
    }) : () -> () loc(#loc6)
    "builtin.module"() <{sym_name = "c"}> ({
      %0 = "test.inner"() : () -> i32 loc(#loc12)
    }) : () -> () loc(#loc11)
  }) {test.attr = "}"} : () -> () loc(#loc5)
  "builtin.module"() <{sym_name = "empty"}> ({
  ^bb0:
  }) : () -> () loc(#loc13)
}) : () -> () loc(#loc)
#loc = loc("modules.mlir":5:1)
#loc1 = loc("modules.mlir":6:3)
#loc2 = loc("late.c":1:2)
#loc3 = loc("modules.mlir":9:5)
#loc4 = loc("modules.mlir":11:3)
#loc5 = loc("modules.mlir":12:3)
#loc6 = loc("modules.mlir":13:5)
#loc8 = loc("modules.mlir":15:7)
#loc10 = loc("modules.mlir":17:7)
#loc11 = loc("modules.mlir":19:5)
#loc12 = loc("inner.c":3:4)
#loc13 = loc("modules.mlir":23:3)

