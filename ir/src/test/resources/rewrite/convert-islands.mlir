// Three nested modules (islands): their contents convert on several threads, as one
// conversion would convert them in turn.
"builtin.module"() ({
  "builtin.module"() ({
    "test.func"() ({
    ^bb0(%arg0: i64):
      %0 = "src.add"(%arg0, %arg0) : (i64, i64) -> i64
      "test.keep"(%0) : (i64) -> ()
      %1 = "test.opaque"() : () -> i64
      %2 = "src.add"(%1, %1) : (i64, i64) -> i64
      "test.ret"(%2) : (i64) -> ()
    }) : () -> ()
    "test.func"() ({
    ^bb0(%arg0: tuple<i32, i64>):
      %0 = "src.make"() : () -> tuple<i32, i64>
      "test.ret"(%arg0, %0) : (tuple<i32, i64>, tuple<i32, i64>) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() ({
    "test.func"() ({
    ^bb0(%arg0: i64):
      %0 = "src.add"(%arg0, %arg0) : (i64, i64) -> i64
      "test.keep"(%0) : (i64) -> ()
      %1 = "test.opaque"() : () -> i64
      %2 = "src.add"(%1, %1) : (i64, i64) -> i64
      "test.ret"(%2) : (i64) -> ()
    }) : () -> ()
    "test.func"() ({
    ^bb0(%arg0: tuple<i32, i64>):
      %0 = "src.make"() : () -> tuple<i32, i64>
      "test.ret"(%arg0, %0) : (tuple<i32, i64>, tuple<i32, i64>) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() ({
    "test.func"() ({
    ^bb0(%arg0: i64):
      %0 = "src.add"(%arg0, %arg0) : (i64, i64) -> i64
      "test.keep"(%0) : (i64) -> ()
      %1 = "test.opaque"() : () -> i64
      %2 = "src.add"(%1, %1) : (i64, i64) -> i64
      "test.ret"(%2) : (i64) -> ()
    }) : () -> ()
    "test.func"() ({
    ^bb0(%arg0: tuple<i32, i64>):
      %0 = "src.make"() : () -> tuple<i32, i64>
      "test.ret"(%arg0, %0) : (tuple<i32, i64>, tuple<i32, i64>) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
