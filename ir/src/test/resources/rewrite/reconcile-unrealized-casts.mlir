// Input of ReconcileUnrealizedCastsTest. The expected output next to it
// (reconcile-unrealized-casts.expected.mlir) was recorded with
//   mlir-opt-22 --allow-unregistered-dialect --reconcile-unrealized-casts reconcile-unrealized-casts.mlir
func.func @chain(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  return %1 : i64
}
func.func @live(%a: i64) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  return %0 : i32
}
func.func @dead(%a: i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to f32
  return
}
func.func @long(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to f32
  %2 = builtin.unrealized_conversion_cast %1 : f32 to i64
  return %2 : i64
}
func.func @multi(%a: i64, %b: f32) -> (i64, f32) {
  %0 = builtin.unrealized_conversion_cast %a, %b : i64, f32 to i32
  %1:2 = builtin.unrealized_conversion_cast %0 : i32 to i64, f32
  return %1#0, %1#1 : i64, f32
}
func.func @partial(%a: i64) -> (i64, i32) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  return %1, %0 : i64, i32
}
func.func @swapped(%a: i64, %b: f32) -> (f32, i64) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i64, f32 to i32, i32
  %1:2 = builtin.unrealized_conversion_cast %0#1, %0#0 : i32, i32 to f32, i64
  return %1#0, %1#1 : f32, i64
}
func.func @nothing() -> i32 {
  %0 = builtin.unrealized_conversion_cast to i32
  return %0 : i32
}
func.func @other_user(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  "test.use"(%0) : (i32) -> ()
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  return %1 : i64
}
