"unreg.op"() : () -> i32x
// -----
"unreg.op"() : () -> f31
// -----
"unreg.op"() : () -> foo
// -----
"unreg.op"() : () -> vector<xf32>
// -----
"unreg.op"() : () -> vector<0xf32>
// -----
"unreg.op"() : () -> vector<2x0xf32>
// -----
"unreg.op"() : () -> vector<4x[?]xf32>
// -----
"unreg.op"() : () -> vector<4x?xf32>
// -----
"unreg.op"() : () -> vector<4xnone>
// -----
"unreg.op"() : () -> vector<[4]>
// -----
"unreg.op"() : () -> vector<4x[4xf32>
// -----
"unreg.op"() : () -> vector<4xf32
// -----
"unreg.op"() : () -> vector 4xf32>
// -----
"unreg.op"() : () -> memref<4xf32, strided<[1, 1]>>
// -----
"unreg.op"() : () -> memref<?x>
// -----
"unreg.op"() : () -> memref<4xf32, 1, 2>
// -----
"unreg.op"() : () -> memref<*x?xf32>
// -----
"unreg.op"() : () -> memref<4xnone>
// -----
"unreg.op"() : () -> memref<4x!foo.bar>
// -----
"unreg.op"() : () -> memref<*xf32, affine_map<(d0) -> (d0)>>
// -----
"unreg.op"() : () -> memref<4xf32, 1, affine_map<(d0) -> (d0)>>
// -----
"unreg.op"() : () -> memref<4xf32 1>
// -----
"unreg.op"() : () -> memref<4xf32, #foo.bar>
// -----
"unreg.op"() : () -> memref<4xf32, [1]>
// -----
"unreg.op"() : () -> memref<4x4xf32, affine_map<(d0) -> (d0)>>
// -----
"unreg.op"() : () -> memref<99999999999999999999xf32>
// -----
"unreg.op"() : () -> memref<4xf32,>
// -----
"unreg.op"() : () -> memref 4xf32>
// -----
"unreg.op"() : () -> tensor<4xnone>
// -----
"unreg.op"() : () -> tensor<*xf32, 1>
// -----
"unreg.op"() : () -> tensor<-1xf32>
// -----
"unreg.op"() : () -> tensor<4xf32
// -----
"unreg.op"() : () -> tensor<?x?xf32, 1 2>
// -----
"unreg.op"() : () -> complex<index>
// -----
"unreg.op"() : () -> complex<f32
// -----
"unreg.op"() : () -> complex f32>
// -----
"unreg.op"() : () -> tuple<i32 f32>
// -----
"unreg.op"() : () -> tuple i32>
// -----
"unreg.op"() : () -> i16777216
// -----
"unreg.op"() : () -> i99999999999
// -----
"unreg.op"() : () -> (i32
// -----
"unreg.op"() : () -> (i32, )
// -----
"unreg.op"() : (i32, f32 -> ()
// -----
"unreg.op"() : () -> () -> ()
// -----
"unreg.op"() : () -> !foo
// -----
"unreg.op"() : () -> !foo.bar<(i32>
// -----
"unreg.op"() : () -> !foo.bar<i32]>
// -----
"unreg.op"() : () -> !foo.bar<i32
// -----
"unreg.op"() : () -> !foo<"unterminated>
