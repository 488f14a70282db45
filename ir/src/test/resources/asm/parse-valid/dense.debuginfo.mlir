"builtin.module"() ({
  "unreg.d"() {a = dense<1> : tensor<3xi32>, b = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, c = dense<5> : vector<4xi8>, d = dense<[true, false]> : tensor<2xi1>, e = dense<true> : tensor<3xi1>, f = dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf32>, g = dense<9.997550e-02> : tensor<2xf16>, h = dense<[1, 2]> : tensor<2xi32>, i = dense<1> : tensor<4xi32>, j = dense<[true, false, true]> : tensor<3xi1>, k = dense<1.000000e+00> : tensor<2xf32>, l = dense<> : tensor<0xi32>, m = dense<> : tensor<0xf32>, n = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)]> : tensor<2xcomplex<f32>>, o = dense<(1,2)> : tensor<complex<i32>>, p = dense<["a", "b"]> : tensor<2x!unreg.s>, q = dense<"x"> : tensor<3x!unreg.s>, r = dense<1> : memref<2xi32>, s = dense<[0x7FC00000, 1.000000e+00]> : tensor<2xf32>, t = dense<-3> : tensor<2xsi8>, u = dense<[-1, 1]> : tensor<2xi8>, v = dense<[1, 2]> : tensor<2xindex>, w = dense<42> : tensor<i64>} : () -> () loc(#loc1)
  "unreg.a"() {a = array<i1: true, false>, b = array<i8: -1, -1>, c = array<i16: 1>, d = array<i32>, e = array<i64: 9223372036854775807>, f = array<f32: 1.500000e+00, 0x7FC00000, -0.000000e+00>, g = array<f64: 1.000000e-01>, h = array<f16: 9.997550e-02>, i = array<ui8: 200>, j = array<si8: -3>, k = array<i128: 1>} : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("dense.mlir":0:0)
#loc1 = loc("dense.mlir":1:1)
#loc2 = loc("dense.mlir":2:1)

