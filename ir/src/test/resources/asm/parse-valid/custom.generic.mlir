"builtin.module"() <{sym_name = "outer", sym_visibility = "private"}> ({
  %0 = "builtin.unrealized_conversion_cast"() : () -> i32
  %1:2 = "builtin.unrealized_conversion_cast"(%0, %0) {t.x} : (i32, i32) -> (i64, i8)
  "builtin.module"() ({
  ^bb0:
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "unreg.x"() : () -> ()
  }) : () -> ()
  "builtin.module"() ({
  ^bb0:
  }) {t.y} : () -> ()
}) {t.a = 1 : i64} : () -> ()

