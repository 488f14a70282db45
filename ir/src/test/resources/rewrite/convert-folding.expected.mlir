"builtin.module"() ({
  "test.func"() ({
  ^bb0(%arg0: i32):
    %0 = "test.const"() {value = 0 : i32} : () -> i32
    %1 = "test.const"() {value = 2 : i32} : () -> i32
    %2 = "test.const"() {value = 4 : i32} : () -> i32
    %3 = "dst.add"(%arg0, %1) : (i32, i32) -> i32
    %4 = "dst.add"(%2, %1) : (i32, i32) -> i32
    "test.ret"(%arg0, %2, %3, %4, %arg0) : (i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
