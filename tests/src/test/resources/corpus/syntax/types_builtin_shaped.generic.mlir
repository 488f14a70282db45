#map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>
#map1 = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "unreg.functions"() {f0 = () -> (), f1 = (i32) -> i32, f2 = (i32, f32) -> (i64, index), f3 = ((i32) -> i32) -> (() -> ()), f4 = (tuple<>, tuple<i32, tuple<f32, index>>) -> tuple<i1>} : () -> ()
  "unreg.vectors"() {v0 = vector<4xf32>, v1 = vector<2x3x4xi8>, v2 = vector<f32>, v3 = vector<[4]xf32>, v4 = vector<2x[8]xi1>, v5 = vector<[2]x[2]xbf16>, v6 = vector<1xindex>} : () -> ()
  "unreg.memrefs"() {m0 = memref<f32>, m1 = memref<8xi32>, m10 = memref<4x4xf32, #map>, m11 = memref<16xi32, #map1>, m12 = memref<4xf32, 1>, m13 = memref<4xf32>, m14 = memref<4xf32, "shared">, m15 = memref<2x2xf32, strided<[2, 1]>, 3>, m16 = memref<4xf32, #gpu.address_space<workgroup>>, m17 = memref<4xvector<4xf32>>, m18 = memref<*xf32>, m19 = memref<*xi32, 1>, m2 = memref<?xf32>, m20 = memref<4xf32>, m21 = memref<8xf32, strided<[1]>>, m3 = memref<4x?x8x?xf64>, m4 = memref<0x4xi8>, m5 = memref<10x20xf32, strided<[20, 1]>>, m6 = memref<10x20xf32, strided<[40, 2], offset: 5>>, m7 = memref<?x?xf32, strided<[?, ?], offset: ?>>, m8 = memref<5xf32, strided<[1], offset: ?>>, m9 = memref<4x4xf32, #map2>} : () -> ()
  "unreg.tensors"() {t0 = tensor<f32>, t1 = tensor<4xf32>, t2 = tensor<?x8xi32>, t3 = tensor<*xf64>, t4 = tensor<2x?xf32, "encoding">, t5 = tensor<3xi1, {sparse = true}>, t6 = tensor<0xindex>, t7 = tensor<4xcomplex<f32>>, t8 = tensor<2xvector<4xf32>>} : () -> ()
  "func.func"() <{function_type = (vector<[4]xf32>, memref<?x4xf32, strided<[4, 1], offset: ?>>, memref<*xf32>, tensor<*xi8>) -> tuple<i32, f32>, sym_name = "shaped_args"}> ({
  ^bb0(%arg0: vector<[4]xf32>, %arg1: memref<?x4xf32, strided<[4, 1], offset: ?>>, %arg2: memref<*xf32>, %arg3: tensor<*xi8>):
    %0 = "unreg.pack"(%arg0, %arg1, %arg2, %arg3) : (vector<[4]xf32>, memref<?x4xf32, strided<[4, 1], offset: ?>>, memref<*xf32>, tensor<*xi8>) -> tuple<i32, f32>
    "func.return"(%0) : (tuple<i32, f32>) -> ()
  }) : () -> ()
}) : () -> ()

