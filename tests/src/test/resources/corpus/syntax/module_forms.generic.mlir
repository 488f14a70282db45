"builtin.module"() ({
  "builtin.module"() <{sym_name = "named"}> ({
  ^bb0:
  }) {unreg.flag, unreg.value = 3 : i32} : () -> ()
  "builtin.module"() ({
  ^bb0:
  }) : () -> ()
  "builtin.module"() <{sym_name = "with_body"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
    }) {unreg.attr = "on a declaration"} : () -> ()
    "func.func"() <{function_type = (i32, i32, i32, i32, i32, i32) -> i32, sym_name = "names"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32):
      %0 = "unreg.sum"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (i32, i32, i32, i32, i32, i32) -> i32
      %1 = "unreg.copy"(%0) : (i32) -> i32
      %2 = "unreg.copy"(%1) : (i32) -> i32
      "cf.br"(%2)[^bb1] : (i32) -> ()
    ^bb1(%3: i32):  // pred: ^bb0
      "cf.br"(%3)[^bb2] : (i32) -> ()
    ^bb2(%4: i32):  // pred: ^bb1
      "func.return"(%4) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "unreg.top_level_op"() {where = "top"} : () -> ()
  "unreg.empty_region"() ({
  }) : () -> ()
  "unreg.region_with_empty_block"() ({
  ^bb0:
  }) : () -> ()
}) : () -> ()

