#loc6 = loc("module_forms.mlir":13:20)
#loc7 = loc("module_forms.mlir":13:31)
#loc8 = loc("module_forms.mlir":13:41)
#loc9 = loc("module_forms.mlir":13:52)
#loc10 = loc("module_forms.mlir":13:63)
#loc11 = loc("module_forms.mlir":13:74)
#loc16 = loc("module_forms.mlir":18:15)
#loc18 = loc("module_forms.mlir":20:11)
"builtin.module"() ({
  "builtin.module"() <{sym_name = "named"}> ({
  ^bb0:
  }) {unreg.flag, unreg.value = 3 : i32} : () -> () loc(#loc1)
  "builtin.module"() ({
  ^bb0:
  }) : () -> () loc(#loc2)
  "builtin.module"() <{sym_name = "with_body"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
    }) {unreg.attr = "on a declaration"} : () -> () loc(#loc4)
    "func.func"() <{function_type = (i32, i32, i32, i32, i32, i32) -> i32, sym_name = "names"}> ({
    ^bb0(%arg0: i32 loc("module_forms.mlir":13:20), %arg1: i32 loc("module_forms.mlir":13:31), %arg2: i32 loc("module_forms.mlir":13:41), %arg3: i32 loc("module_forms.mlir":13:52), %arg4: i32 loc("module_forms.mlir":13:63), %arg5: i32 loc("module_forms.mlir":13:74)):
      %0 = "unreg.sum"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (i32, i32, i32, i32, i32, i32) -> i32 loc(#loc12)
      %1 = "unreg.copy"(%0) : (i32) -> i32 loc(#loc13)
      %2 = "unreg.copy"(%1) : (i32) -> i32 loc(#loc14)
      "cf.br"(%2)[^bb1] : (i32) -> () loc(#loc15)
    ^bb1(%3: i32 loc("module_forms.mlir":18:15)):  // pred: ^bb0
      "cf.br"(%3)[^bb2] : (i32) -> () loc(#loc17)
    ^bb2(%4: i32 loc("module_forms.mlir":20:11)):  // pred: ^bb1
      "func.return"(%4) : (i32) -> () loc(#loc19)
    }) : () -> () loc(#loc5)
  }) : () -> () loc(#loc3)
  "unreg.top_level_op"() {where = "top"} : () -> () loc(#loc20)
  "unreg.empty_region"() ({
  }) : () -> () loc(#loc21)
  "unreg.region_with_empty_block"() ({
  ^bb0:
  }) : () -> () loc(#loc22)
}) : () -> () loc(#loc)
#loc = loc("module_forms.mlir":0:0)
#loc1 = loc("module_forms.mlir":5:1)
#loc2 = loc("module_forms.mlir":7:1)
#loc3 = loc("module_forms.mlir":9:1)
#loc4 = loc("module_forms.mlir":12:3)
#loc5 = loc("module_forms.mlir":13:3)
#loc12 = loc("module_forms.mlir":14:10)
#loc13 = loc("module_forms.mlir":15:21)
#loc14 = loc("module_forms.mlir":16:10)
#loc15 = loc("module_forms.mlir":17:5)
#loc17 = loc("module_forms.mlir":19:5)
#loc19 = loc("module_forms.mlir":21:5)
#loc20 = loc("module_forms.mlir":24:1)
#loc21 = loc("module_forms.mlir":25:1)
#loc22 = loc("module_forms.mlir":27:1)

