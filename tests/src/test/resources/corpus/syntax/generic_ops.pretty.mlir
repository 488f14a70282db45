module {
  "no_dialect_prefix"() {note = "an op name without a dot is accepted as unregistered"} : () -> ()
  "unreg.props"() <{prop_a = 1 : i32, prop_b = "text"}> {attr = [1, 2]} : () -> ()
  "unreg.props_only"() <{only}> : () -> ()
  "unreg.props_not_a_dict"() <[1, 2]> : () -> ()
  "unreg.props_integer"() <42 : i64> {and_attrs = true} : () -> ()
  %0:3 = "unreg.three"() : () -> (i32, f32, index)
  "unreg.use_results"(%0#0, %0#2, %0#1) : (i32, index, f32) -> ()
  %1 = "unreg.one"() : () -> i64
  %2:2 = "unreg.two"() : () -> (i1, i1)
  "unreg.use2"(%2#0, %2#1, %1) : (i1, i1, i64) -> ()
  "unreg.regions"() ({
    "unreg.in_first"() : () -> ()
  }, {
  }, {
  ^bb0(%arg0: i32, %arg1: i32):
    "unreg.in_third"(%arg0, %arg1) : (i32, i32) -> ()
  }) : () -> ()
  func.func @cfg(%arg0: i1, %arg1: i32) -> i32 {
    "unreg.cond_br"(%arg0, %arg1)[^bb1, ^bb2] : (i1, i32) -> ()
  ^bb1:  // pred: ^bb0
    "unreg.br"(%arg1)[^bb4] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %3 = "unreg.negate"(%arg1) : (i32) -> i32
    "unreg.br"(%3)[^bb4] : (i32) -> ()
  ^bb3:  // pred: ^bb4
    "unreg.consume"(%5) : (i32) -> ()
    return %5 : i32
  ^bb4(%4: i32):  // 2 preds: ^bb1, ^bb2
    %5 = "unreg.defined_late"(%4) : (i32) -> i32
    "unreg.br"()[^bb3] : () -> ()
  }
  func.func @forward_in_graph_region() {
    "unreg.graph"() ({
      "unreg.consume"(%3) : (i32) -> ()
      %3 = "unreg.produce"() : () -> i32
    }) : () -> ()
    return
  }
  func.func @nested_regions(%arg0: f32) -> f32 {
    %3 = "unreg.outer"(%arg0) ({
    ^bb0(%arg1: f32):
      %4 = "unreg.inner"(%arg1) ({
      ^bb0(%arg2: f32):
        "unreg.yield"(%arg2, %arg0) : (f32, f32) -> ()
      }) : (f32) -> f32
      "unreg.yield"(%4) : (f32) -> ()
    }) : (f32) -> f32
    return %3 : f32
  }
  func.func @blocks_with_args(%arg0: index) -> index {
    cf.br ^bb1(%arg0, %arg0 : index, index)
  ^bb1(%3: index, %4: index):  // 2 preds: ^bb0, ^bb2
    %5 = "unreg.zero"() : () -> index
    %6 = "unreg.cmp"(%3, %5) : (index, index) -> i1
    cf.cond_br %6, ^bb3(%4 : index), ^bb2
  ^bb2:  // pred: ^bb1
    %7 = "unreg.dec"(%3) : (index) -> index
    %8 = "unreg.add"(%4, %3) : (index, index) -> index
    cf.br ^bb1(%7, %8 : index, index)
  ^bb3(%9: index):  // pred: ^bb1
    return %9 : index
  }
  "unreg.terminator_with_successor_operands"() ({
    "unreg.switch"()[^bb1, ^bb2] : () -> ()
  ^bb1:  // pred: ^bb0
    "unreg.ret"() : () -> ()
  ^bb2:  // pred: ^bb0
    "unreg.ret"() : () -> ()
  }) : () -> ()
}

