#loc4 = loc("unknown_dialect.mlir":28:17)
#loc5 = loc("unknown_dialect.mlir":28:36)
#loc8 = loc("unknown_dialect.mlir":31:8)
"builtin.module"() ({
  "unreg.unknown_types"() {t0 = !foo.bar, t1 = !foo.bar<i32>, t2 = !foo.bar<4 x f32, "str", [1, 2]>, t3 = !foo.nested<<a>, (b), [c], {d}>, t4 = !foo<"opaque body">, t5 = !foo.baz<!foo.bar<i8>, #foo.attr>, t6 = !my_dialect.type_with_underscores, t7 = !foo.sym<@a::@b, -7, 3.5>, t8 = !foo.arrow<i32 -> i64>, t9 = !foo<4 x i32>} : () -> () loc(#loc1)
  "unreg.unknown_attrs"() {a0 = #foo.bar, a1 = #foo.bar<1>, a2 = #foo.bar<"x", i32, [3, 4]>, a3 = #foo.deep<{k = [1, {m = 2}]}>, a4 = #foo<"opaque attr">, a5 = #foo.pair<#foo.bar, !foo.bar>, a6 = #foo.text<"with \"quotes\" and > and <">, a7 = #other.kind<x = 1, y = [true, false]>, a8 = #foo<[1, 2]>} : () -> () loc(#loc2)
  "func.func"() <{function_type = (!foo.bar<i32>, !foo<"opaque body">) -> !foo.result, sym_name = "uses"}> ({
  ^bb0(%arg0: !foo.bar<i32> loc("unknown_dialect.mlir":28:17), %arg1: !foo<"opaque body"> loc("unknown_dialect.mlir":28:36)):
    %0 = "foo.op"(%arg0, %arg1) {attr = #foo.bar<1>} : (!foo.bar<i32>, !foo<"opaque body">) -> !foo.result loc(#loc6)
    "foo.region_op"() ({
    ^bb0(%arg2: !foo.elem<f32> loc("unknown_dialect.mlir":31:8)):
      "foo.yield"(%arg2) : (!foo.elem<f32>) -> () loc(#loc9)
    }) : () -> () loc(#loc7)
    "func.return"(%0) : (!foo.result) -> () loc(#loc10)
  }) : () -> () loc(#loc3)
}) : () -> () loc(#loc)
#loc = loc("unknown_dialect.mlir":0:0)
#loc1 = loc("unknown_dialect.mlir":5:1)
#loc2 = loc("unknown_dialect.mlir":17:1)
#loc3 = loc("unknown_dialect.mlir":28:1)
#loc6 = loc("unknown_dialect.mlir":29:8)
#loc7 = loc("unknown_dialect.mlir":30:3)
#loc9 = loc("unknown_dialect.mlir":32:5)
#loc10 = loc("unknown_dialect.mlir":34:3)

