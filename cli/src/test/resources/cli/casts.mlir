module {
  %0 = "my.def"() : () -> i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %2 = builtin.unrealized_conversion_cast %1 : i64 to i32
  %3 = builtin.unrealized_conversion_cast %0 : i32 to i16
  "my.use"(%2) : (i32) -> ()
}
