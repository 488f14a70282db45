// expected-error@+1 {{expected non-function type}}
"unreg.op"() : () -> i32x
// -----
// expected-error@+1 {{expected non-function type}}
"unreg.op"() : () -> f31
// -----
// expected-error@+1 {{expected non-function type}}
"unreg.op"() : () -> foo
// -----
// expected-error@+1 {{expected non-function type}}
"unreg.op"() : () -> vector<xf32>
// -----
// expected-error@+1 {{vector types must have positive constant sizes but got 0}}
"unreg.op"() : () -> vector<0xf32>
// -----
// expected-error@+1 {{vector types must have positive constant sizes but got 2, 0}}
"unreg.op"() : () -> vector<2x0xf32>
// -----
// expected-error@+1 {{invalid dimension}}
"unreg.op"() : () -> vector<4x[?]xf32>
// -----
// expected-error@+1 {{expected non-function type}}
"unreg.op"() : () -> vector<4x?xf32>
// -----
// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"unreg.op"() : () -> vector<4xnone>
// -----
// expected-error@+1 {{expected 'x' in dimension list}}
"unreg.op"() : () -> vector<[4]>
// -----
// expected-error@+1 {{missing ']' closing scalable dimension}}
"unreg.op"() : () -> vector<4x[4xf32>
// -----
// expected-error@+1 {{expected '>' in vector type}}
"unreg.op"() : () -> vector<4xf32
// -----
// expected-error@+1 {{expected '<' in vector type}}
"unreg.op"() : () -> vector 4xf32>
// -----
// expected-error@+1 {{expected the number of strides to match the rank}}
"unreg.op"() : () -> memref<4xf32, strided<[1, 1]>>
// -----
// expected-error@+1 {{expected non-function type}}
"unreg.op"() : () -> memref<?x>
// -----
// expected-error@+1 {{multiple memory spaces specified in memref type}}
"unreg.op"() : () -> memref<4xf32, 1, 2>
// -----
// expected-error@+1 {{expected non-function type}}
"unreg.op"() : () -> memref<*x?xf32>
// -----
// expected-error@+1 {{invalid memref element type}}
"unreg.op"() : () -> memref<4xnone>
// -----
// expected-error@+1 {{invalid memref element type}}
"unreg.op"() : () -> memref<4x!foo.bar>
// -----
// expected-error@+1 {{cannot have affine map for unranked memref type}}
"unreg.op"() : () -> memref<*xf32, affine_map<(d0) -> (d0)>>
// -----
// expected-error@+1 {{expected memory space to be last in memref type}}
"unreg.op"() : () -> memref<4xf32, 1, affine_map<(d0) -> (d0)>>
// -----
// expected-error@+1 {{expected ',' or '>' in memref type}}
"unreg.op"() : () -> memref<4xf32 1>
// -----
// expected-error@+1 {{unsupported memory space Attribute}}
"unreg.op"() : () -> memref<4xf32, #foo.bar>
// -----
// expected-error@+1 {{unsupported memory space Attribute}}
"unreg.op"() : () -> memref<4xf32, [1]>
// -----
// expected-error@+1 {{memref layout mismatch between rank and affine map: 2 != 1}}
"unreg.op"() : () -> memref<4x4xf32, affine_map<(d0) -> (d0)>>
// -----
// expected-error@+1 {{invalid dimension}}
"unreg.op"() : () -> memref<99999999999999999999xf32>
// -----
// expected-error@+1 {{expected list element}}
"unreg.op"() : () -> memref<4xf32,>
// -----
// expected-error@+1 {{expected '<' in memref type}}
"unreg.op"() : () -> memref 4xf32>
// -----
// expected-error@+1 {{invalid tensor element type}}
"unreg.op"() : () -> tensor<4xnone>
// -----
// expected-error@+1 {{cannot apply encoding to unranked tensor}}
"unreg.op"() : () -> tensor<*xf32, 1>
// -----
// expected-error@+1 {{expected non-function type}}
"unreg.op"() : () -> tensor<-1xf32>
// -----
// expected-error@+1 {{expected '>' in tensor type}}
"unreg.op"() : () -> tensor<4xf32
// -----
// expected-error@+1 {{expected '>' in tensor type}}
"unreg.op"() : () -> tensor<?x?xf32, 1 2>
// -----
// expected-error@+1 {{invalid element type for complex}}
"unreg.op"() : () -> complex<index>
// -----
// expected-error@+1 {{expected '>' in complex type}}
"unreg.op"() : () -> complex<f32
// -----
// expected-error@+1 {{expected '<' in complex type}}
"unreg.op"() : () -> complex f32>
// -----
// expected-error@+1 {{expected '>' in tuple type}}
"unreg.op"() : () -> tuple<i32 f32>
// -----
// expected-error@+1 {{expected '<' in tuple type}}
"unreg.op"() : () -> tuple i32>
// -----
// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
"unreg.op"() : () -> i16777216
// -----
// expected-error@+1 {{invalid integer width}}
"unreg.op"() : () -> i99999999999
// -----
// expected-error@+1 {{expected ')'}}
"unreg.op"() : () -> (i32
// -----
// expected-error@+1 {{expected non-function type}}
"unreg.op"() : () -> (i32, )
// -----
// expected-error@+1 {{expected ')'}}
"unreg.op"() : (i32, f32 -> ()
// -----
// expected-error@+1 {{expected operation name in quotes}}
"unreg.op"() : () -> () -> ()
// -----
// expected-error@+1 {{undefined symbol alias id 'foo'}}
"unreg.op"() : () -> !foo
// -----
// expected-error@+1 {{unbalanced '(' character in pretty dialect name}}
"unreg.op"() : () -> !foo.bar<(i32>
// -----
// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
"unreg.op"() : () -> !foo.bar<i32]>
// -----
// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
"unreg.op"() : () -> !foo.bar<i32
// -----
// expected-error@+1 {{expected '"' in string literal}}
"unreg.op"() : () -> !foo<"unterminated>
