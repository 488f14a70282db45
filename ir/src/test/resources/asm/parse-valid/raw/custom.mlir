module @outer attributes {t.a = 1, sym_visibility = "private"} {
  %0 = unrealized_conversion_cast to i32
  %1:2 = builtin.unrealized_conversion_cast %0, %0 : i32, i32 to i64, i8 {t.x}
  module {
  }
  module @inner {
    "unreg.x"() : () -> ()
  }
  builtin.module attributes {t.y} {
  }
}
