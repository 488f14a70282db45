// Nested modules, whose bodies rw parses on several threads: names, blocks, aliases,
// location aliases defined at the end, braces in strings and comments.
#early = 7 : i32
!pair = tuple<i32, i32>
module @outer {
  module @a {
    // a comment with { and } braces
    %0 = "test.op"() {s = "{ not a brace }", x = #early} : () -> !pair loc(#late)
    "test.use"(%0) : (!pair) -> ()
  }
  "test.between"() : () -> ()
  module @b attributes {test.attr = "}"} {
    "test.region"() ({
    ^bb0(%arg0: i32):
      "test.br"(%arg0)[^bb1] : (i32) -> ()
    ^bb1(%1: i32):
      "test.ret"(%1) : (i32) -> ()
    }) : () -> ()
    module @c {
      %0 = "test.inner"() : () -> i32 loc("inner.c":3:4)
    }
  }
  module @empty {
  }
}
#late = loc("late.c":1:2)
