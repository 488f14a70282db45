"builtin.module"() <{sym_name = "outer"}> ({
  "builtin.module"() <{sym_name = "a"}> ({
    %2 = "test.op"() {s = "{ not a brace }", x = 7 : i32} : () -> tuple<i32, i32>
    "test.use"(%2) : (tuple<i32, i32>) -> ()
  }) : () -> ()
  "test.between"() : () -> ()
  "builtin.module"() <{sym_name = "b"}> ({
    "test.region"() ({
    ^bb0(%arg0: i32):
      "test.br"(%arg0)[^bb1] : (i32) -> ()
    ^bb1(%1: i32):  // pred: ^bb0
      "test.ret"(%1) : (i32) -> ()
    }) : () -> ()
    "builtin.module"() <{sym_name = "c"}> ({
      %0 = "test.inner"() : () -> i32
    }) : () -> ()
  }) {test.attr = "}"} : () -> ()
  "builtin.module"() <{sym_name = "empty"}> ({
  ^bb0:
  }) : () -> ()
}) : () -> ()

