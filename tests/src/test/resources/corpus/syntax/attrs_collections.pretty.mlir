module {
  "unreg.collections"() {arr0 = [], arr1 = [1, 2, 3], arr2 = [1 : i32, 2.000000e+00 : f32, "three", unit, true, i64, @sym], arr3 = [[], [[1]], [[2, 3], [4]]], b0 = true, b1 = false, d0 = {}, d1 = {a = 2 : i64, m = 3 : i64, z = 1 : i64}, d2 = {list = [{k = 1 : i64}, {}], outer = {inner = {deepest = "x"}}}, sym0 = @flat, sym1 = @outer::@inner, sym2 = @a::@b::@c, sym3 = @quoted::@"also quoted", sym4 = [@x, @y::@z], ty0 = i32, ty1 = memref<4xf32>, ty2 = (i32) -> (), ty3 = !llvm.ptr, ty4 = [f16, bf16, index], u} : () -> ()
  "unreg.unit_only"() {flag} : () -> ()
  "unreg.empty_dict"() : () -> ()
  %0 = "unreg.producer"() {value = 3 : i32} : () -> i32
  "unreg.consumer"(%0) {names = ["a", "b"], tagged = {kind = "consumer"}} : (i32) -> ()
  "unreg.region_holder"() ({
    "unreg.inner"() {level = 1 : i8} : () -> ()
  }) {where = @outer::@inner} : () -> ()
  module @outer {
    module @inner {
      func.func private @leaf()
    }
    func.func private @flat()
  }
}

