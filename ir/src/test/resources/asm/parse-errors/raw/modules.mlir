// Nested modules, whose bodies rw parses on several threads: an error in the second module.
module {
  module @a {
    "test.op"() {note = "a } in a string"} : () -> ()
  }
  module @b {
    "test.use"(%undefined) : (i32) -> ()
  }
}
// -----
// An alias used in a module before its definition.
module {
  module @a {
    "test.op"() {x = #later} : () -> ()
  }
}
#later = 1 : i32
// -----
// An error in a module, then an error after it: the first one counts.
module {
  module @a {
    // a comment with a } brace
    "test.op"() : () -> (i32
  }
  "test.op"() : () -> i32 i32
}
// -----
// Two modules that are both wrong.
module {
  module @a {
    ^bb0:
    "test.br"()[^missing] : () -> ()
  }
  module @b {
    "test.op"() : () -> !undefined
  }
}
