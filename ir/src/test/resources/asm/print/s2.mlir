%c0 = arith.constant 0 : i32
%c0b = arith.constant 0 : i32
%t = arith.constant true
%f = arith.constant 1.0 : f32
%i = arith.constant 3 : index
%n = arith.constant -1 : i16
"x.r"() ({
  %a = arith.constant 0 : i32
  %b = arith.constant 5 : i64
  %c = arith.constant 2.0 : f32
  "x.u"(%a, %b, %c0, %c) : (i32, i64, i32, f32) -> ()
}, {
  %a = arith.constant 0 : i32
  "x.u"(%a) : (i32) -> ()
}) : () -> ()
%m = "x.m"(%c0) {map = affine_map<(d0, d1) -> (d1, d0)>, t = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, memref<2xf32, affine_map<(d0) -> (d0 + 1)>>>, s = affine_set<(d0) : (d0 >= 0)>} : (i32) -> memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
