// builtin_ops: the ops the IR core owns in custom and generic form: builtin.module (implicit,
// explicit, named, with attributes) and builtin.unrealized_conversion_cast (1:1, 1:N, N:1,
// 0:1, with attributes); MLIR drops the `builtin.` prefix where builtin is the default dialect
// (directly in a module) but keeps it inside func.func bodies (whose default dialect is func).
module @casts attributes {unreg.note = "module attributes"} {
  %top = builtin.unrealized_conversion_cast to i32
  "unreg.use"(%top) : (i32) -> ()
  func.func @casts(%a: i32, %b: f32) -> (i64, i8, i16, !llvm.ptr) {
    %0 = builtin.unrealized_conversion_cast %a : i32 to i64
    %1:2 = builtin.unrealized_conversion_cast %b : f32 to i8, i16
    %2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to !llvm.struct<(i32, f32)>
    %3 = builtin.unrealized_conversion_cast to !llvm.ptr
    %4 = builtin.unrealized_conversion_cast %0 : i64 to i32 {unreg.tag = 7 : i32}
    %5 = "builtin.unrealized_conversion_cast"(%4) : (i32) -> memref<4xf32>
    return %0, %1#0, %1#1, %3 : i64, i8, i16, !llvm.ptr
  }
}
