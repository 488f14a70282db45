"builtin.module"() ({
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
  ^bb0(%arg6: i32, %arg7: i32):
    "unreg.in_third"(%arg6, %arg7) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "cfg"}> ({
  ^bb0(%arg4: i1, %arg5: i32):
    "unreg.cond_br"(%arg4, %arg5)[^bb1, ^bb2] : (i1, i32) -> ()
  ^bb1:  // pred: ^bb0
    "unreg.br"(%arg5)[^bb4] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %13 = "unreg.negate"(%arg5) : (i32) -> i32
    "unreg.br"(%13)[^bb4] : (i32) -> ()
  ^bb3:  // pred: ^bb4
    "unreg.consume"(%15) : (i32) -> ()
    "func.return"(%15) : (i32) -> ()
  ^bb4(%14: i32):  // 2 preds: ^bb1, ^bb2
    %15 = "unreg.defined_late"(%14) : (i32) -> i32
    "unreg.br"()[^bb3] : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "forward_in_graph_region"}> ({
    "unreg.graph"() ({
      "unreg.consume"(%12) : (i32) -> ()
      %12 = "unreg.produce"() : () -> i32
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f32, sym_name = "nested_regions"}> ({
  ^bb0(%arg1: f32):
    %10 = "unreg.outer"(%arg1) ({
    ^bb0(%arg2: f32):
      %11 = "unreg.inner"(%arg2) ({
      ^bb0(%arg3: f32):
        "unreg.yield"(%arg3, %arg1) : (f32, f32) -> ()
      }) : (f32) -> f32
      "unreg.yield"(%11) : (f32) -> ()
    }) : (f32) -> f32
    "func.return"(%10) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "blocks_with_args"}> ({
  ^bb0(%arg0: index):
    "cf.br"(%arg0, %arg0)[^bb1] : (index, index) -> ()
  ^bb1(%3: index, %4: index):  // 2 preds: ^bb0, ^bb2
    %5 = "unreg.zero"() : () -> index
    %6 = "unreg.cmp"(%3, %5) : (index, index) -> i1
    "cf.cond_br"(%6, %4)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, index) -> ()
  ^bb2:  // pred: ^bb1
    %7 = "unreg.dec"(%3) : (index) -> index
    %8 = "unreg.add"(%4, %3) : (index, index) -> index
    "cf.br"(%7, %8)[^bb1] : (index, index) -> ()
  ^bb3(%9: index):  // pred: ^bb1
    "func.return"(%9) : (index) -> ()
  }) : () -> ()
  "unreg.terminator_with_successor_operands"() ({
    "unreg.switch"()[^bb1, ^bb2] : () -> ()
  ^bb1:  // pred: ^bb0
    "unreg.ret"() : () -> ()
  ^bb2:  // pred: ^bb0
    "unreg.ret"() : () -> ()
  }) : () -> ()
}) : () -> ()

