"builtin.module"() ({
  "test.region"() ({
    %0 = "test.opaque"() : () -> i64
    %1 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> i32
    "dst.br"(%1)[^bb1] : (i32) -> ()
  ^bb1(%2: i32):
    %3 = "dst.add"(%2, %2) : (i32, i32) -> i32
    "dst.br"(%3, %2)[^bb2] : (i32, i32) -> ()
  ^bb2(%4: i32, %5: i32):
    %6 = "builtin.unrealized_conversion_cast"(%4) : (i32) -> i64
    "test.keep"(%6) : (i64) -> ()
    "dst.br"(%5, %4)[^bb2] : (i32, i32) -> ()
  ^bb3(%7: i32):
    "dst.br"(%7)[^bb3] : (i32) -> ()
  }) : () -> ()
}) : () -> ()
