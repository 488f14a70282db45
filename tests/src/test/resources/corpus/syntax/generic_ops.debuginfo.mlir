#loc13 = loc("generic_ops.mlir":20:10)
#loc14 = loc("generic_ops.mlir":20:19)
#loc17 = loc("generic_ops.mlir":23:16)
#loc18 = loc("generic_ops.mlir":23:27)
#loc25 = loc("generic_ops.mlir":33:7)
#loc34 = loc("generic_ops.mlir":44:27)
#loc36 = loc("generic_ops.mlir":46:8)
#loc38 = loc("generic_ops.mlir":48:10)
#loc43 = loc("generic_ops.mlir":55:29)
#loc45 = loc("generic_ops.mlir":57:7)
#loc46 = loc("generic_ops.mlir":57:18)
#loc53 = loc("generic_ops.mlir":65:6)
"builtin.module"() ({
  "no_dialect_prefix"() {note = "an op name without a dot is accepted as unregistered"} : () -> () loc(#loc1)
  "unreg.props"() <{prop_a = 1 : i32, prop_b = "text"}> {attr = [1, 2]} : () -> () loc(#loc2)
  "unreg.props_only"() <{only}> : () -> () loc(#loc3)
  "unreg.props_not_a_dict"() <[1, 2]> : () -> () loc(#loc4)
  "unreg.props_integer"() <42 : i64> {and_attrs = true} : () -> () loc(#loc5)
  %0:3 = "unreg.three"() : () -> (i32, f32, index) loc(#loc6)
  "unreg.use_results"(%0#0, %0#2, %0#1) : (i32, index, f32) -> () loc(#loc7)
  %1 = "unreg.one"() : () -> i64 loc(#loc8)
  %2:2 = "unreg.two"() : () -> (i1, i1) loc(#loc9)
  "unreg.use2"(%2#0, %2#1, %1) : (i1, i1, i64) -> () loc(#loc10)
  "unreg.regions"() ({
    "unreg.in_first"() : () -> () loc(#loc12)
  }, {
  }, {
  ^bb0(%arg6: i32 loc("generic_ops.mlir":20:10), %arg7: i32 loc("generic_ops.mlir":20:19)):
    "unreg.in_third"(%arg6, %arg7) : (i32, i32) -> () loc(#loc15)
  }) : () -> () loc(#loc11)
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "cfg"}> ({
  ^bb0(%arg4: i1 loc("generic_ops.mlir":23:16), %arg5: i32 loc("generic_ops.mlir":23:27)):
    "unreg.cond_br"(%arg4, %arg5)[^bb1, ^bb2] : (i1, i32) -> () loc(#loc19)
  ^bb1:  // pred: ^bb0
    "unreg.br"(%arg5)[^bb4] : (i32) -> () loc(#loc20)
  ^bb2:  // pred: ^bb0
    %13 = "unreg.negate"(%arg5) : (i32) -> i32 loc(#loc21)
    "unreg.br"(%13)[^bb4] : (i32) -> () loc(#loc22)
  ^bb3:  // pred: ^bb4
    "unreg.consume"(%15) : (i32) -> () loc(#loc23)
    "func.return"(%15) : (i32) -> () loc(#loc24)
  ^bb4(%14: i32 loc("generic_ops.mlir":33:7)):  // 2 preds: ^bb1, ^bb2
    %15 = "unreg.defined_late"(%14) : (i32) -> i32 loc(#loc26)
    "unreg.br"()[^bb3] : () -> () loc(#loc27)
  }) : () -> () loc(#loc16)
  "func.func"() <{function_type = () -> (), sym_name = "forward_in_graph_region"}> ({
    "unreg.graph"() ({
      "unreg.consume"(%12) : (i32) -> () loc(#loc30)
      %12 = "unreg.produce"() : () -> i32 loc(#loc31)
    }) : () -> () loc(#loc29)
    "func.return"() : () -> () loc(#loc32)
  }) : () -> () loc(#loc28)
  "func.func"() <{function_type = (f32) -> f32, sym_name = "nested_regions"}> ({
  ^bb0(%arg1: f32 loc("generic_ops.mlir":44:27)):
    %10 = "unreg.outer"(%arg1) ({
    ^bb0(%arg2: f32 loc("generic_ops.mlir":46:8)):
      %11 = "unreg.inner"(%arg2) ({
      ^bb0(%arg3: f32 loc("generic_ops.mlir":48:10)):
        "unreg.yield"(%arg3, %arg1) : (f32, f32) -> () loc(#loc39)
      }) : (f32) -> f32 loc(#loc37)
      "unreg.yield"(%11) : (f32) -> () loc(#loc40)
    }) : (f32) -> f32 loc(#loc35)
    "func.return"(%10) : (f32) -> () loc(#loc41)
  }) : () -> () loc(#loc33)
  "func.func"() <{function_type = (index) -> index, sym_name = "blocks_with_args"}> ({
  ^bb0(%arg0: index loc("generic_ops.mlir":55:29)):
    "cf.br"(%arg0, %arg0)[^bb1] : (index, index) -> () loc(#loc44)
  ^bb1(%3: index loc("generic_ops.mlir":57:7), %4: index loc("generic_ops.mlir":57:18)):  // 2 preds: ^bb0, ^bb2
    %5 = "unreg.zero"() : () -> index loc(#loc47)
    %6 = "unreg.cmp"(%3, %5) : (index, index) -> i1 loc(#loc48)
    "cf.cond_br"(%6, %4)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, index) -> () loc(#loc49)
  ^bb2:  // pred: ^bb1
    %7 = "unreg.dec"(%3) : (index) -> index loc(#loc50)
    %8 = "unreg.add"(%4, %3) : (index, index) -> index loc(#loc51)
    "cf.br"(%7, %8)[^bb1] : (index, index) -> () loc(#loc52)
  ^bb3(%9: index loc("generic_ops.mlir":65:6)):  // pred: ^bb1
    "func.return"(%9) : (index) -> () loc(#loc54)
  }) : () -> () loc(#loc42)
  "unreg.terminator_with_successor_operands"() ({
    "unreg.switch"()[^bb1, ^bb2] : () -> () loc(#loc56)
  ^bb1:  // pred: ^bb0
    "unreg.ret"() : () -> () loc(#loc57)
  ^bb2:  // pred: ^bb0
    "unreg.ret"() : () -> () loc(#loc58)
  }) : () -> () loc(#loc55)
}) : () -> () loc(#loc)
#loc = loc("generic_ops.mlir":0:0)
#loc1 = loc("generic_ops.mlir":6:1)
#loc2 = loc("generic_ops.mlir":7:1)
#loc3 = loc("generic_ops.mlir":8:1)
#loc4 = loc("generic_ops.mlir":9:1)
#loc5 = loc("generic_ops.mlir":10:1)
#loc6 = loc("generic_ops.mlir":11:12)
#loc7 = loc("generic_ops.mlir":12:1)
#loc8 = loc("generic_ops.mlir":13:11)
#loc9 = loc("generic_ops.mlir":14:10)
#loc10 = loc("generic_ops.mlir":15:1)
#loc11 = loc("generic_ops.mlir":16:1)
#loc12 = loc("generic_ops.mlir":17:3)
#loc15 = loc("generic_ops.mlir":21:5)
#loc16 = loc("generic_ops.mlir":23:1)
#loc19 = loc("generic_ops.mlir":24:3)
#loc20 = loc("generic_ops.mlir":26:3)
#loc21 = loc("generic_ops.mlir":28:10)
#loc22 = loc("generic_ops.mlir":29:3)
#loc23 = loc("generic_ops.mlir":31:3)
#loc24 = loc("generic_ops.mlir":32:3)
#loc26 = loc("generic_ops.mlir":34:11)
#loc27 = loc("generic_ops.mlir":35:3)
#loc28 = loc("generic_ops.mlir":37:1)
#loc29 = loc("generic_ops.mlir":38:3)
#loc30 = loc("generic_ops.mlir":39:5)
#loc31 = loc("generic_ops.mlir":40:14)
#loc32 = loc("generic_ops.mlir":42:3)
#loc33 = loc("generic_ops.mlir":44:1)
#loc35 = loc("generic_ops.mlir":45:8)
#loc37 = loc("generic_ops.mlir":47:14)
#loc39 = loc("generic_ops.mlir":49:7)
#loc40 = loc("generic_ops.mlir":51:5)
#loc41 = loc("generic_ops.mlir":53:3)
#loc42 = loc("generic_ops.mlir":55:1)
#loc44 = loc("generic_ops.mlir":56:3)
#loc47 = loc("generic_ops.mlir":58:11)
#loc48 = loc("generic_ops.mlir":59:11)
#loc49 = loc("generic_ops.mlir":60:3)
#loc50 = loc("generic_ops.mlir":62:9)
#loc51 = loc("generic_ops.mlir":63:11)
#loc52 = loc("generic_ops.mlir":64:3)
#loc54 = loc("generic_ops.mlir":66:3)
#loc55 = loc("generic_ops.mlir":68:1)
#loc56 = loc("generic_ops.mlir":70:3)
#loc57 = loc("generic_ops.mlir":72:3)
#loc58 = loc("generic_ops.mlir":74:3)

