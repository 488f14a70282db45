// Both islands fail; a sequential conversion stops at the first, so only its error shows.
"builtin.module"() ({
  "builtin.module"() ({
    "test.func"() ({
      %0 = "src.unknown"() : () -> i64
      "test.ret"(%0) : (i64) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() ({
    "test.func"() ({
      %0 = "src.other"() : () -> i64
      "test.ret"(%0) : (i64) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
