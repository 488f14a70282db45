// Module forms and builtin ops among unregistered ones: named modules with attributes, nested
// and empty modules, unrealized_conversion_cast at module level and inside regions, block labels.
module @outer attributes {x.a = 1, x.b = "s", x.c} {
  module @inner {
  }
  module {
    "x.y"() : () -> ()
  }
  %a = "x.c"() : () -> i32
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1:2 = builtin.unrealized_conversion_cast %a, %0 : i32, i64 to i8, i16
  %2 = builtin.unrealized_conversion_cast to i64
  "x.r"() ({
    %3 = builtin.unrealized_conversion_cast %a : i32 to i64
    module attributes {x.nested} {
    }
    "x.br"()[^bb1] : () -> ()
  ^bb1:
    "x.cond"(%a)[^bb1, ^bb2] : (i32) -> ()
  ^bb2:
    "x.end"(%1#1) : (i16) -> ()
  }) : () -> ()
}
