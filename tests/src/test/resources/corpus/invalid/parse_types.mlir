// Bad types: unknown builtin type keywords, malformed vector/memref/tensor/tuple/complex
// shapes and parameters, an empty dialect type, an integer width beyond the limit.

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

// expected-error@+1 {{invalid dimension}}
"unreg.op"() : () -> vector<4x[?]xf32>

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

// expected-error@+1 {{expected non-function type}}
"unreg.op"() : () -> tensor<4x*xf32>

// -----

// expected-error@+1 {{invalid type identifier}}
"unreg.op"() : () -> !

// -----

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
"unreg.op"() : () -> i16777216

// -----

// expected-error@+1 {{expected non-function type}}
"unreg.op"() : () -> complex<>

// -----

// expected-error@+1 {{expected ')'}}
"unreg.op"() : () -> (i32

// -----

// expected-error@+1 {{expected '>' in tuple type}}
"unreg.op"() : () -> tuple<i32

// -----

// expected-error@+1 {{unbalanced '(' character in pretty dialect name}}
"unreg.op"() : () -> !foo.bar<(i32>
