#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0) -> (d0 + 1, d0 + 2, d0 * 2, d0 * 2, 0, -d0, d0 - 3, -d0, d0 + 5, (d0 floordiv 2) * 2, 0, d0, 2, 2, d0 * 2, d0 mod 4)>
#map2 = affine_map<(d0)[s0] -> (d0 + s0, d0 * s0, d0 * s0, d0 floordiv s0, (d0 + 1) * 3, -(d0 + s0), d0 - (s0 + 1), -(d0 + 1))>
#map3 = affine_map<()[s0] -> ()>
#map4 = affine_map<(d0)[s0] -> ((-d0) floordiv 2, -(d0 * s0), (d0 - s0) mod 3, d0 * -2, d0 * -3 + s0, d0 * -3 + s0, ((d0 + 1) floordiv 2) * 3, d0 ceildiv 4, -5, d0 - (d0 + 3), (d0 + 1) * -3 + s0 * 3)>
#map5 = affine_map<(d0) -> ((d0 mod 2) mod 4, 0, d0 * 2 + 1)>
#map6 = affine_map<() -> (0)>
#map7 = affine_map<(d0, d1) -> (d0 + d1, d0 * 2, d1 ceildiv 3)>
#map8 = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1, d1 floordiv s0, (d0 + s0) mod s1)>
#map9 = affine_map<(d0) -> (d0 - 1, d0 - 1, -d0 + 1, -d0 + 1, (d0 - 1) * 3)>
#map10 = affine_map<(d0)[s0] -> (d0 + s0)>
#set = affine_set<(d0, d1) : (d0 - 10 >= 0, d1 == 0)>
#set1 = affine_set<(d0) : (d0 - 5 >= 0, -d0 + 7 >= 0, 0 == 0)>
#set2 = affine_set<(d0) : (0 == 0)>
#set3 = affine_set<(d0)[s0] : (d0 * 2 + s0 >= 0, -d0 + s0 - 3 == 0)>
module {
  "unreg.m"() {a = #map, b = #map1, c = #map2, d = #map3, e = #map4, f = #map5, g = #map6, h = #map7, i = #map8, j = #map9} : () -> ()
  "unreg.s"() {a = #set, b = #set1, c = #set2, d = #set3} : () -> ()
  %0:3 = "unreg.l"() : () -> (memref<4x4xf32, #map>, memref<4x4xf32>, memref<4xf32, #map10>)
}

