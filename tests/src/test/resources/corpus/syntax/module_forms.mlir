// module_forms: explicit nested modules with names and attributes, empty modules and regions,
// comments and blank lines in odd places, user SSA/block names of every lexical shape (digits,
// underscores, dots, dollars, dashes) that MLIR renumbers, and unregistered ops at top level
// next to registered ones (which makes MLIR wrap everything in an implicit module).
module @named attributes {unreg.flag, unreg.value = 3 : i32} {
}
module {
}
module @with_body {
  // a comment inside a region

  func.func private @decl(i32) -> i32 attributes {unreg.attr = "on a declaration"}
  func.func @names(%arg: i32, %_x: i32, %x.y: i32, %x$y: i32, %x-y: i32, %42: i32) -> i32 {
    %0 = "unreg.sum"(%arg, %_x, %x.y, %x$y, %x-y, %42) : (i32, i32, i32, i32, i32, i32) -> i32   // trailing comment
    %result_value = "unreg.copy"(%0) : (i32) -> i32
    %7 = "unreg.copy"(%result_value) : (i32) -> i32
    cf.br ^my_block.1(%7 : i32)
  ^my_block.1(%b$arg: i32):
    cf.br ^_other(%b$arg : i32)
  ^_other(%q: i32):
    return %q : i32
  }
}
"unreg.top_level_op"() {where = "top"} : () -> ()
"unreg.empty_region"() ({
}) : () -> ()
"unreg.region_with_empty_block"() ({
^bb0:
}) : () -> ()
