#loc8 = loc("ssa.mlir":9:8)
#loc9 = loc("ssa.mlir":9:17)
#loc14 = loc("ssa.mlir":16:7)
"builtin.module"() ({
  %0:3 = "unreg.three"() : () -> (i32, f32, i64) loc(#loc1)
  "unreg.use"(%0#1, %0#2, %0#0) : (f32, i64, i32) -> () loc(#loc2)
  "unreg.graph"() ({
    "unreg.consume"(%6, %7#1) : (i32, f32) -> () loc(#loc4)
    %6 = "unreg.produce"() : () -> i32 loc(#loc5)
    %7:2 = "unreg.pair"() : () -> (i8, f32) loc(#loc6)
  }) : () -> () loc(#loc3)
  "unreg.cfg"() ({
  ^bb0(%arg0: i32 loc("ssa.mlir":9:8), %arg1: i1 loc("ssa.mlir":9:17)):
    "unreg.cond_br"(%arg1, %arg0)[^bb2, ^bb3] : (i1, i32) -> () loc(#loc10)
  ^bb1:  // pred: ^bb2
    "unreg.br"(%4)[^bb3] : (i32) -> () loc(#loc11)
  ^bb2:  // pred: ^bb0
    %4 = "unreg.neg"(%arg0) : (i32) -> i32 loc(#loc12)
    "unreg.br"()[^bb1] : () -> () loc(#loc13)
  ^bb3(%5: i32 loc("ssa.mlir":16:7)):  // 2 preds: ^bb0, ^bb1
    "unreg.ret"(%5) : (i32) -> () loc(#loc15)
  }) : () -> () loc(#loc7)
  "unreg.regions"() ({
    %3 = "unreg.def"() : () -> i32 loc(#loc17)
  }, {
    %2 = "unreg.def2"() : () -> i64 loc(#loc18)
    "unreg.use"(%2, %0#0) : (i64, i32) -> () loc(#loc19)
  }) : () -> () loc(#loc16)
  "unreg.top_use"(%1) : (f64) -> () loc(#loc20)
  %1 = "unreg.def_top"() : () -> f64 loc(#loc21)
}) : () -> () loc(#loc)
#loc = loc("ssa.mlir":0:0)
#loc1 = loc("ssa.mlir":1:12)
#loc2 = loc("ssa.mlir":2:1)
#loc3 = loc("ssa.mlir":3:1)
#loc4 = loc("ssa.mlir":4:3)
#loc5 = loc("ssa.mlir":5:12)
#loc6 = loc("ssa.mlir":6:10)
#loc7 = loc("ssa.mlir":8:1)
#loc10 = loc("ssa.mlir":10:3)
#loc11 = loc("ssa.mlir":12:3)
#loc12 = loc("ssa.mlir":14:8)
#loc13 = loc("ssa.mlir":15:3)
#loc15 = loc("ssa.mlir":17:3)
#loc16 = loc("ssa.mlir":19:1)
#loc17 = loc("ssa.mlir":20:12)
#loc18 = loc("ssa.mlir":22:12)
#loc19 = loc("ssa.mlir":23:3)
#loc20 = loc("ssa.mlir":25:1)
#loc21 = loc("ssa.mlir":26:13)

