"builtin.module"() ({
  "unreg.t"() {a = i1, b = si8, c = ui16, d = i0, e = index, f = f16, g = bf16, h = tf32, i = f32, j = f64, k = f80, l = f128, m = none, n = () -> (), o = (i32, f32) -> i64, p = (i32) -> ((i32) -> i32), q = tuple<>, r = tuple<i32, tuple<f32>>, s = complex<f32>, t = complex<i8>, u = vector<4xf32>, v = vector<[4]xf32>, w = vector<2x[4]x8xi1>, x = vector<1xindex>, y = tensor<f32>, z = tensor<?x4xf32>} : () -> () loc(#loc1)
  "unreg.t2"() {a = tensor<*xf32>, b = tensor<4xf32, "enc">, c = tensor<4x?xi8, {a = 1 : i64}>, d = memref<f32>, e = memref<?x?xf32>, f = memref<4xf32, 1>, g = memref<4xf32>, h = memref<4xf32, "global">, i = memref<*xf32>, j = memref<*xf32, 2>, k = memref<4x4xf32, strided<[4, 1]>>, l = memref<?xf32, strided<[?], offset: ?>>, m = memref<4xf32, strided<[1]>>, n = memref<4xvector<2xf32>>, o = memref<2xmemref<4xf32>>, p = memref<4xf32, #gpu.address_space<workgroup>>, q = memref<4xcomplex<f32>>, r = memref<0x4xi8>, t = tensor<4xcomplex<f64>>, u = f8E5M2, v = f8E4M3FN, w = f8E8M0FNU, x = memref<4x?xf32, strided<[?, 1], offset: 5>, 3>, y = memref<4xf32, {mem = 1 : i64}>, z = memref<4xf32>} : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("types.mlir":0:0)
#loc1 = loc("types.mlir":1:1)
#loc2 = loc("types.mlir":2:1)

