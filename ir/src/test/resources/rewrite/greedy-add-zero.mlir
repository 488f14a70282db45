"builtin.module"() ({
  "test.func"() ({
  ^bb0(%arg0: i32):
    %0 = "test.const"() {zero} : () -> i32
    %1 = "test.add"(%arg0, %0) : (i32, i32) -> i32
    %2 = "test.add"(%1, %0) : (i32, i32) -> i32
    %3 = "test.add"(%2, %arg0) : (i32, i32) -> i32
    "test.ret"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
