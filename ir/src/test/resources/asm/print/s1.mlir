"x.func"() ({
^bb0(%a: i32 loc("s.mlir":2:7), %b: i32 loc("s.mlir":2:16)):
  %0 = "x.add"(%a, %b) : (i32, i32) -> i32 loc("s.mlir":3:8)
  %1:2 = "x.pair"(%0) {flag, n = 3 : i64} : (i32) -> (i32, f32) loc("s.mlir":4:10)
  "x.region"(%1#1) ({
    %2 = "x.use"(%1#0) : (i32) -> i32 loc(unknown)
    "x.yield"(%2) : (i32) -> () loc(unknown)
  }, {
  ^bb0(%c: f32 loc(unknown)):
    "x.yield"(%c) : (f32) -> () loc("n"("s.mlir":9:5))
  }) : (f32) -> () loc("s.mlir":5:3)
  "x.br"(%0)[^bb1] : (i32) -> () loc("s.mlir":12:3)
^bb1(%d: i32 loc("s.mlir":13:6)):
  "x.cond"(%d, %d)[^bb1, ^bb2] : (i32, i32) -> () loc("s.mlir":14:3)
^bb2:
  "x.ret"() : () -> () loc("s.mlir":16:3)
}) {sym_name = "f"} : () -> () loc("s.mlir":1:1)
"x.func"() ({
^bb0(%a: i32 loc("s.mlir":19:7)):
  %0 = "x.c"() <{value = 1.5 : f32}> : () -> f32 loc("s.mlir":20:8)
  "x.ret"() : () -> () loc("s.mlir":21:3)
}) : () -> () loc("s.mlir":18:1)
"x.empty"() ({
}) : () -> () loc("s.mlir":23:1)
"x.emptyblock"() ({
^bb0:
}) : () -> () loc("s.mlir":25:1)
