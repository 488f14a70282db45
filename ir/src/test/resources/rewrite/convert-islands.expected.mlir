"builtin.module"() ({
  "builtin.module"() ({
    "test.func"() ({
    ^bb0(%arg0: i32):
      %0 = "dst.add"(%arg0, %arg0) : (i32, i32) -> i32
      %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
      "test.keep"(%1) : (i64) -> ()
      %2 = "test.opaque"() : () -> i64
      %3 = "builtin.unrealized_conversion_cast"(%2) : (i64) -> i32
      %4 = "dst.add"(%3, %3) : (i32, i32) -> i32
      "test.ret"(%4) : (i32) -> ()
    }) : () -> ()
    "test.func"() ({
    ^bb0(%arg0: i32, %arg1: i32):
      %0 = "dst.first"() : () -> i32
      %1 = "dst.second"() : () -> i32
      "test.ret"(%arg0, %arg1, %0, %1) : (i32, i32, i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() ({
    "test.func"() ({
    ^bb0(%arg0: i32):
      %0 = "dst.add"(%arg0, %arg0) : (i32, i32) -> i32
      %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
      "test.keep"(%1) : (i64) -> ()
      %2 = "test.opaque"() : () -> i64
      %3 = "builtin.unrealized_conversion_cast"(%2) : (i64) -> i32
      %4 = "dst.add"(%3, %3) : (i32, i32) -> i32
      "test.ret"(%4) : (i32) -> ()
    }) : () -> ()
    "test.func"() ({
    ^bb0(%arg0: i32, %arg1: i32):
      %0 = "dst.first"() : () -> i32
      %1 = "dst.second"() : () -> i32
      "test.ret"(%arg0, %arg1, %0, %1) : (i32, i32, i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() ({
    "test.func"() ({
    ^bb0(%arg0: i32):
      %0 = "dst.add"(%arg0, %arg0) : (i32, i32) -> i32
      %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
      "test.keep"(%1) : (i64) -> ()
      %2 = "test.opaque"() : () -> i64
      %3 = "builtin.unrealized_conversion_cast"(%2) : (i64) -> i32
      %4 = "dst.add"(%3, %3) : (i32, i32) -> i32
      "test.ret"(%4) : (i32) -> ()
    }) : () -> ()
    "test.func"() ({
    ^bb0(%arg0: i32, %arg1: i32):
      %0 = "dst.first"() : () -> i32
      %1 = "dst.second"() : () -> i32
      "test.ret"(%arg0, %arg1, %0, %1) : (i32, i32, i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
