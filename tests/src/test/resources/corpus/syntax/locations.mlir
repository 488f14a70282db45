// locations: every kind of location: unknown, file:line:col, file line/column ranges, named
// locations (with and without a child), call sites, fused locations (with and without
// metadata), location aliases (#name = loc(...)), locations on ops, block arguments and the
// module; recorded with and without --mlir-print-debuginfo.
#loc_file = loc("lib/source.c":10:4)
#loc_named = loc("named"(#loc_file))
"unreg.unknown"() : () -> () loc(unknown)
"unreg.file"() : () -> () loc("input.mlir":3:7)
"unreg.file_range"() : () -> () loc("input.mlir":3:7 to 3:12)
"unreg.file_lines"() : () -> () loc("input.mlir":3:7 to 5:2)
"unreg.file_line_only"() : () -> () loc("input.mlir":9:0)
"unreg.file_line_no_col"() : () -> () loc("input.mlir":11)
"unreg.name"() : () -> () loc("just_a_name")
"unreg.name_child"() : () -> () loc("outer"("file.c":1:1))
"unreg.callsite"() : () -> () loc(callsite("callee.c":4:2 at "caller.c":20:8))
"unreg.callsite_nested"() : () -> () loc(callsite("a" at callsite("b.c":1:1 at "c.c":2:2)))
"unreg.fused"() : () -> () loc(fused["a.c":1:1, "b.c":2:2])
"unreg.fused_meta"() : () -> () loc(fused<"pass">["a.c":1:1, unknown])
"unreg.fused_attr_meta"() : () -> () loc(fused<{kind = 1 : i32}>["x.c":7:7])
"unreg.alias_use"() : () -> () loc(#loc_file)
"unreg.alias_use2"() : () -> () loc(#loc_named)
"unreg.escaped"() : () -> () loc("path with \"quotes\" and spaces.mlir":1:2)
func.func @with_arg_locs(%a: i32 loc("arg.c":1:1), %b: f32 loc(unknown)) -> i32 {
  %0 = "unreg.add"(%a, %a) : (i32, i32) -> i32 loc(fused["x.c":1:2, "y.c":3:4])
  "unreg.region"() ({
  ^bb0(%x: i64 loc("blockarg.c":5:6)):
    "unreg.end"() : () -> () loc("end.c":1:1)
  }) : () -> () loc("region.c":2:2)
  return %0 : i32 loc("ret.c":9:9)
} loc("func.c":1:1)
