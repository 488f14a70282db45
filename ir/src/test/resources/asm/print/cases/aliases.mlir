// MLIR's own aliases: affine maps and integer sets (#map, #set) in first-use order, tuples of
// more than 16 types (!tuple), ordered by nesting depth; maps in memref layouts.
"x.a"(%0) {m = affine_map<(d0, d1) -> (d1, d0)>, s = affine_set<(d0) : (d0 >= 0)>} : (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> ()
%0 = "x.b"() {t = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, memref<2xf32, affine_map<(d0) -> (d0 + 1)>>>, u = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>} : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
"x.c"() {v = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>, w = [affine_map<(d0)[s0] -> (d0 * 2 + s0)>, affine_map<() -> (0)>], x = #foo.attr<"affine_map<(d0) -> (d0)>">} : () -> ()
"x.d"() ({
^bb0(%a: memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>):
  "x.e"() <{p = affine_map<(d0) -> (d0 floordiv 2)>}> : () -> ()
}) : () -> ()
