// generic_ops: the generic operation form: ops with properties `<{...}>` (for unregistered ops
// any attribute is accepted as properties, e.g. `<[1, 2]>`) and an attribute
// dictionary, zero/one/many results (`%r:3`, `%r#1`), regions (empty, several, nested), blocks
// with arguments, successors with and without operands, forward references to values and
// blocks, unregistered ops with custom names, and value names that MLIR renumbers.
"no_dialect_prefix"() {note = "an op name without a dot is accepted as unregistered"} : () -> ()
"unreg.props"() <{prop_a = 1 : i32, prop_b = "text"}> {attr = [1, 2]} : () -> ()
"unreg.props_only"() <{only = unit}> : () -> ()
"unreg.props_not_a_dict"() <[1, 2]> : () -> ()
"unreg.props_integer"() <42> {and_attrs = true} : () -> ()
%multi:3 = "unreg.three"() : () -> (i32, f32, index)
"unreg.use_results"(%multi#0, %multi#2, %multi#1) : (i32, index, f32) -> ()
%single = "unreg.one"() : () -> i64
%a, %b = "unreg.two"() : () -> (i1, i1)
"unreg.use2"(%a, %b, %single) : (i1, i1, i64) -> ()
"unreg.regions"() ({
  "unreg.in_first"() : () -> ()
}, {
}, {
  ^entry(%x: i32, %y: i32):
    "unreg.in_third"(%x, %y) : (i32, i32) -> ()
}) : () -> ()
func.func @cfg(%cond: i1, %v: i32) -> i32 {
  "unreg.cond_br"(%cond, %v)[^then, ^else] : (i1, i32) -> ()
^then:
  "unreg.br"(%v)[^join] : (i32) -> ()
^else:
  %neg = "unreg.negate"(%v) : (i32) -> i32
  "unreg.br"(%neg)[^join] : (i32) -> ()
^use_late:
  "unreg.consume"(%late) : (i32) -> ()
  return %late : i32
^join(%res: i32):
  %late = "unreg.defined_late"(%res) : (i32) -> i32
  "unreg.br"()[^use_late] : () -> ()
}
func.func @forward_in_graph_region() {
  "unreg.graph"() ({
    "unreg.consume"(%later) : (i32) -> ()
    %later = "unreg.produce"() : () -> i32
  }) : () -> ()
  return
}
func.func @nested_regions(%arg: f32) -> f32 {
  %r = "unreg.outer"(%arg) ({
  ^bb0(%in: f32):
    %inner = "unreg.inner"(%in) ({
    ^bb0(%deep: f32):
      "unreg.yield"(%deep, %arg) : (f32, f32) -> ()
    }) : (f32) -> f32
    "unreg.yield"(%inner) : (f32) -> ()
  }) : (f32) -> f32
  return %r : f32
}
func.func @blocks_with_args(%n: index) -> index {
  cf.br ^loop(%n, %n : index, index)
^loop(%i: index, %acc: index):
  %zero = "unreg.zero"() : () -> index
  %done = "unreg.cmp"(%i, %zero) : (index, index) -> i1
  cf.cond_br %done, ^out(%acc : index), ^body
^body:
  %i1 = "unreg.dec"(%i) : (index) -> index
  %acc1 = "unreg.add"(%acc, %i) : (index, index) -> index
  cf.br ^loop(%i1, %acc1 : index, index)
^out(%result: index):
  return %result : index
}
"unreg.terminator_with_successor_operands"() ({
^bb0:
  "unreg.switch"()[^bb1, ^bb2] : () -> ()
^bb1:
  "unreg.ret"() : () -> ()
^bb2:
  "unreg.ret"() : () -> ()
}) : () -> ()
