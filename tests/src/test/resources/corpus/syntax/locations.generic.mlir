"builtin.module"() ({
  "unreg.unknown"() : () -> ()
  "unreg.file"() : () -> ()
  "unreg.file_range"() : () -> ()
  "unreg.file_lines"() : () -> ()
  "unreg.file_line_only"() : () -> ()
  "unreg.file_line_no_col"() : () -> ()
  "unreg.name"() : () -> ()
  "unreg.name_child"() : () -> ()
  "unreg.callsite"() : () -> ()
  "unreg.callsite_nested"() : () -> ()
  "unreg.fused"() : () -> ()
  "unreg.fused_meta"() : () -> ()
  "unreg.fused_attr_meta"() : () -> ()
  "unreg.alias_use"() : () -> ()
  "unreg.alias_use2"() : () -> ()
  "unreg.escaped"() : () -> ()
  "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "with_arg_locs"}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0 = "unreg.add"(%arg0, %arg0) : (i32, i32) -> i32
    "unreg.region"() ({
    ^bb0(%arg2: i64):
      "unreg.end"() : () -> ()
    }) : () -> ()
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

