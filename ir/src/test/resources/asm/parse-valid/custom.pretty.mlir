module @outer attributes {sym_visibility = "private", t.a = 1 : i64} {
  %0 = unrealized_conversion_cast to i32
  %1:2 = unrealized_conversion_cast %0, %0 : i32, i32 to i64, i8 {t.x}
  module {
  }
  module @inner {
    "unreg.x"() : () -> ()
  }
  module attributes {t.y} {
  }
}

