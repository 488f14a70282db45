// A small module of ops from a dialect neither tool knows, with blocks, regions and attributes.
#map = affine_map<(d0) -> (d0 * 2)>
module attributes {my.flag} {
  %0 = "my.const"() {value = 42 : i32} : () -> i32
  %1:2 = "my.pair"(%0) {map = #map} : (i32) -> (i32, f32)
  "my.region"() ({
  ^bb0(%arg0: index):
    "my.use"(%arg0, %1#1) : (index, f32) -> ()
    "my.br"()[^bb1] : () -> ()
  ^bb1:
    "my.end"() : () -> ()
  }) : () -> ()
}
