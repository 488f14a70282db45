module {
  func.func @chain(%arg0: i64) -> i64 {
    return %arg0 : i64
  }
  func.func @live(%arg0: i64) -> i32 {
    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
    return %0 : i32
  }
  func.func @dead(%arg0: i64) {
    return
  }
  func.func @long(%arg0: i64) -> i64 {
    return %arg0 : i64
  }
  func.func @multi(%arg0: i64, %arg1: f32) -> (i64, f32) {
    return %arg0, %arg1 : i64, f32
  }
  func.func @partial(%arg0: i64) -> (i64, i32) {
    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
    return %arg0, %0 : i64, i32
  }
  func.func @swapped(%arg0: i64, %arg1: f32) -> (f32, i64) {
    %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i64, f32 to i32, i32
    %1:2 = builtin.unrealized_conversion_cast %0#1, %0#0 : i32, i32 to f32, i64
    return %1#0, %1#1 : f32, i64
  }
  func.func @nothing() -> i32 {
    %0 = builtin.unrealized_conversion_cast to i32
    return %0 : i32
  }
  func.func @other_user(%arg0: i64) -> i64 {
    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
    "test.use"(%0) : (i32) -> ()
    return %arg0 : i64
  }
}

