#loc = loc("alias.c":1:2)
#map = affine_map<(d0) -> (d0 + 1)>
#set = affine_set<(d0) : (d0 >= 0)>
module {
  "unreg.u"() {a = vector<4xf32>, b = memref<?xf32, strided<[1], offset: ?>>, c = vector<4xf32>, d = {level = 3 : i32}, e = [1, {level = 3 : i32}], f = #map, g = #set, h = memref<4xf32, #map>, i = memref<3x4xf32, strided<[4, 1], offset: 2>>, j = #loc} : () -> ()
  "unreg.o"() {a = !foo.bar, b = !foo.bar<i32>, c = !foo.bar<4 x f32, "str", [1, 2]>, d = !foo.nested<<a>, (b), [c], {d}>, e = !foo<"opaque body">, f = #foo.bar, g = #foo.bar<1>, h = #foo.text<"with \"quotes\" and > and <">, k = !foo.arrow<i32 -> i64>, l = #foo.x<{k = [1, {m = 2}]}>, m = !foo.sym<@a::@b, -7, 3.5>, n = #arith.fastmath<none>} : () -> ()
}

