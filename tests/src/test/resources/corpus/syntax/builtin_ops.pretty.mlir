module @casts attributes {unreg.note = "module attributes"} {
  %0 = unrealized_conversion_cast to i32
  "unreg.use"(%0) : (i32) -> ()
  func.func @casts(%arg0: i32, %arg1: f32) -> (i64, i8, i16, !llvm.ptr) {
    %1 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
    %2:2 = builtin.unrealized_conversion_cast %arg1 : f32 to i8, i16
    %3 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, f32 to !llvm.struct<(i32, f32)>
    %4 = builtin.unrealized_conversion_cast to !llvm.ptr
    %5 = builtin.unrealized_conversion_cast %1 : i64 to i32 {unreg.tag = 7 : i32}
    %6 = builtin.unrealized_conversion_cast %5 : i32 to memref<4xf32>
    return %1, %2#0, %2#1, %4 : i64, i8, i16, !llvm.ptr
  }
}

