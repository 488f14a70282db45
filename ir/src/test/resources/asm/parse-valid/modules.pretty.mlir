module @outer {
  module @a {
    %0 = "test.op"() {s = "{ not a brace }", x = 7 : i32} : () -> tuple<i32, i32>
    "test.use"(%0) : (tuple<i32, i32>) -> ()
  }
  "test.between"() : () -> ()
  module @b attributes {test.attr = "}"} {
    "test.region"() ({
    ^bb0(%arg0: i32):
      "test.br"(%arg0)[^bb1] : (i32) -> ()
    ^bb1(%0: i32):  // pred: ^bb0
      "test.ret"(%0) : (i32) -> ()
    }) : () -> ()
    module @c {
      %0 = "test.inner"() : () -> i32
    }
  }
  module @empty {
  }
}

