"builtin.module"() ({
  "unreg.collections"() {arr0 = [], arr1 = [1, 2, 3], arr2 = [1 : i32, 2.000000e+00 : f32, "three", unit, true, i64, @sym], arr3 = [[], [[1]], [[2, 3], [4]]], b0 = true, b1 = false, d0 = {}, d1 = {a = 2 : i64, m = 3 : i64, z = 1 : i64}, d2 = {list = [{k = 1 : i64}, {}], outer = {inner = {deepest = "x"}}}, sym0 = @flat, sym1 = @outer::@inner, sym2 = @a::@b::@c, sym3 = @quoted::@"also quoted", sym4 = [@x, @y::@z], ty0 = i32, ty1 = memref<4xf32>, ty2 = (i32) -> (), ty3 = !llvm.ptr, ty4 = [f16, bf16, index], u} : () -> () loc(#loc1)
  "unreg.unit_only"() {flag} : () -> () loc(#loc2)
  "unreg.empty_dict"() : () -> () loc(#loc3)
  %0 = "unreg.producer"() {value = 3 : i32} : () -> i32 loc(#loc4)
  "unreg.consumer"(%0) {names = ["a", "b"], tagged = {kind = "consumer"}} : (i32) -> () loc(#loc5)
  "unreg.region_holder"() ({
    "unreg.inner"() {level = 1 : i8} : () -> () loc(#loc7)
  }) {where = @outer::@inner} : () -> () loc(#loc6)
  "builtin.module"() <{sym_name = "outer"}> ({
    "builtin.module"() <{sym_name = "inner"}> ({
      "func.func"() <{function_type = () -> (), sym_name = "leaf", sym_visibility = "private"}> ({
      }) : () -> () loc(#loc10)
    }) : () -> () loc(#loc9)
    "func.func"() <{function_type = () -> (), sym_name = "flat", sym_visibility = "private"}> ({
    }) : () -> () loc(#loc11)
  }) : () -> () loc(#loc8)
}) : () -> () loc(#loc)
#loc = loc("attrs_collections.mlir":0:0)
#loc1 = loc("attrs_collections.mlir":4:1)
#loc2 = loc("attrs_collections.mlir":26:1)
#loc3 = loc("attrs_collections.mlir":27:1)
#loc4 = loc("attrs_collections.mlir":28:6)
#loc5 = loc("attrs_collections.mlir":29:1)
#loc6 = loc("attrs_collections.mlir":30:1)
#loc7 = loc("attrs_collections.mlir":31:3)
#loc8 = loc("attrs_collections.mlir":33:1)
#loc9 = loc("attrs_collections.mlir":34:3)
#loc10 = loc("attrs_collections.mlir":35:5)
#loc11 = loc("attrs_collections.mlir":37:3)

