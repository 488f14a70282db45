module {
  %0:3 = "unreg.three"() : () -> (i32, f32, i64)
  "unreg.use"(%0#1, %0#2, %0#0) : (f32, i64, i32) -> ()
  "unreg.graph"() ({
    "unreg.consume"(%2, %3#1) : (i32, f32) -> ()
    %2 = "unreg.produce"() : () -> i32
    %3:2 = "unreg.pair"() : () -> (i8, f32)
  }) : () -> ()
  "unreg.cfg"() ({
  ^bb0(%arg0: i32, %arg1: i1):
    "unreg.cond_br"(%arg1, %arg0)[^bb2, ^bb3] : (i1, i32) -> ()
  ^bb1:  // pred: ^bb2
    "unreg.br"(%2)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %2 = "unreg.neg"(%arg0) : (i32) -> i32
    "unreg.br"()[^bb1] : () -> ()
  ^bb3(%3: i32):  // 2 preds: ^bb0, ^bb1
    "unreg.ret"(%3) : (i32) -> ()
  }) : () -> ()
  "unreg.regions"() ({
    %2 = "unreg.def"() : () -> i32
  }, {
    %2 = "unreg.def2"() : () -> i64
    "unreg.use"(%2, %0#0) : (i64, i32) -> ()
  }) : () -> ()
  "unreg.top_use"(%1) : (f64) -> ()
  %1 = "unreg.def_top"() : () -> f64
}

