module {
  module @named attributes {unreg.flag, unreg.value = 3 : i32} {
  }
  module {
  }
  module @with_body {
    func.func private @decl(i32) -> i32 attributes {unreg.attr = "on a declaration"}
    func.func @names(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) -> i32 {
      %0 = "unreg.sum"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (i32, i32, i32, i32, i32, i32) -> i32
      %1 = "unreg.copy"(%0) : (i32) -> i32
      %2 = "unreg.copy"(%1) : (i32) -> i32
      cf.br ^bb1(%2 : i32)
    ^bb1(%3: i32):  // pred: ^bb0
      cf.br ^bb2(%3 : i32)
    ^bb2(%4: i32):  // pred: ^bb1
      return %4 : i32
    }
  }
  "unreg.top_level_op"() {where = "top"} : () -> ()
  "unreg.empty_region"() ({
  }) : () -> ()
  "unreg.region_with_empty_block"() ({
  ^bb0:
  }) : () -> ()
}

