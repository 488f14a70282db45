"builtin.module"() <{sym_name = "m"}> ({
  "unreg.x"() <{prop_a = 1 : i32}> {attr = [1, 2]} : () -> () loc(#loc1)
  "unreg.y"() <{}> : () -> () loc(#loc2)
  "unreg.z"() <[1, 2]> : () -> () loc(#loc3)
}) {t.a} : () -> () loc(#loc)
#loc = loc("generic_module.mlir":1:1)
#loc1 = loc("generic_module.mlir":2:3)
#loc2 = loc("generic_module.mlir":3:3)
#loc3 = loc("generic_module.mlir":4:3)

