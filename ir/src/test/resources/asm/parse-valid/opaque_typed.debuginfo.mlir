"builtin.module"() ({
  "unreg.o"() {i = #foo.bar : i32, j = #foo<"verbose"> : i64, o = #foo.bar<1> : index} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("opaque_typed.mlir":0:0)
#loc1 = loc("opaque_typed.mlir":1:1)

