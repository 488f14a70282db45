// unknown_dialect: types and attributes of dialects that are not registered, kept verbatim
// (pretty form `!foo.bar<...>` / `#foo.bar<...>` with nested brackets, strings and odd
// punctuation inside, and the opaque form `!foo<"...">` / `#foo<"...">`), used as operand,
// result and block-argument types and as attribute values of unregistered ops.
"unreg.unknown_types"() {
  t0 = !foo.bar,
  t1 = !foo.bar<i32>,
  t2 = !foo.bar<4 x f32, "str", [1, 2]>,
  t3 = !foo.nested<<a>, (b), [c], {d}>,
  t4 = !foo<"opaque body">,
  t5 = !foo.baz<!foo.bar<i8>, #foo.attr>,
  t6 = !my_dialect.type_with_underscores,
  t7 = !foo.sym<@a::@b, -7, 3.5>,
  t8 = !foo.arrow<i32 -> i64>,
  t9 = !foo<4 x i32>
} : () -> ()
"unreg.unknown_attrs"() {
  a0 = #foo.bar,
  a1 = #foo.bar<1>,
  a2 = #foo.bar<"x", i32, [3, 4]>,
  a3 = #foo.deep<{k = [1, {m = 2}]}>,
  a4 = #foo<"opaque attr">,
  a5 = #foo.pair<#foo.bar, !foo.bar>,
  a6 = #foo.text<"with \"quotes\" and > and <">,
  a7 = #other.kind<x = 1, y = [true, false]>,
  a8 = #foo<[1, 2]>
} : () -> ()
func.func @uses(%a: !foo.bar<i32>, %b: !foo<"opaque body">) -> !foo.result {
  %0 = "foo.op"(%a, %b) {attr = #foo.bar<1>} : (!foo.bar<i32>, !foo<"opaque body">) -> !foo.result
  "foo.region_op"() ({
  ^bb0(%x: !foo.elem<f32>):
    "foo.yield"(%x) : (!foo.elem<f32>) -> ()
  }) : () -> ()
  return %0 : !foo.result
}
