func.func @f(%a: i32, %b: f32) -> i32 attributes {x.y} {
  "x.u"(%b) : (f32) -> ()
  %c = "x.v"(%a) : (i32) -> i32
  return %c : i32
}
func.func private @decl(i32) -> (i32, i64)
func.func @g() {
  return
}
