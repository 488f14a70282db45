// Attribute and type spellings on unregistered ops (in properties and attribute dictionaries).
"x.y"() <{p = 1, q = [1, 2.0], r = {x = 3}, only}> {
  a = 42, b = 42 : i32, c = -1 : i8, d = 255 : ui8, e = -5 : si16, f = 7 : index, g = true, h = false,
  j = [42, 42 : i32, 1.5, 1.5 : f32, true, "s", unit], k = {x = 42, y = 2.5, z},
  l = 1.0, m = 0.1 : f32, n = 3.14159274 : f32, o = -0.0 : f64, p = 1.0e20, q = 0x7FC00000 : f32,
  t = 12345678.0, u = 1.0e-40 : f32, v = 65504.0 : f16, w = 1.5 : bf16, x = "esc\"\\\n\t\01\7Fé", y = @sym, z = @"q sym"::@b,
  aa = i32, ab = dense<[1, 2, 3]> : tensor<3xi32>, ac = dense<5> : tensor<2x2xi32>, ad = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>,
  ae = dense<[true, false]> : tensor<2xi1>, af = dense<"str"> : tensor<2x!foo.bar>, ag = array<i32>, ah = array<f32: 1.0, 2.5>, ai = array<i1: true, false>,
  ak = dense<[[1, 2]]> : vector<1x2xi64>, al = dense<> : tensor<0xi32>, am = dense<(1.0, 2.0)> : tensor<complex<f32>>, an = "",
  "quoted name" = 1, _u = 2, "1x" = 3, a.b$c = 4,
  ta = vector<[4]xf32>, tb = memref<4xf32, 1>, tc = memref<*xf32, 3>, td = memref<?x4xf32, strided<[4, 1]>, 2>, te = tensor<?x4xf32, "enc">,
  tf = (i32) -> (() -> ()), tg = complex<f64>, th = tuple<>, ti = !foo<"bar">, tj = !foo<bar>, tk = #foo<x>, tl = memref<4xf32, affine_map<(d0) -> (d0)>>,
  tm = memref<4xf32, strided<[1], offset: 0>>, tn = dense<[1, 1, 1]> : tensor<3xi8>, to = strided<[], offset: 0>, tp = memref<4xf32, 0>
} : () -> ()
