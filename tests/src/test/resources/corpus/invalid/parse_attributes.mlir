// Bad attributes: dense literals whose shape, element kind or value does not fit the type,
// dense arrays with the wrong element kind, unclosed arrays, duplicate dictionary keys,
// malformed symbol references and strided layouts, unknown attribute keywords.

// expected-error@+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
"unreg.op"() {v = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
"unreg.op"() {v = dense<[1, 2]> : tensor<2xf32>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for type}}
"unreg.op"() {v = dense<300> : tensor<2xi8>} : () -> ()

// -----

// expected-error@+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"unreg.op"() {v = dense<[[1], [2, 3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<4xi32>'}}
"unreg.op"() {v = dense<"0x0102"> : tensor<4xi32>} : () -> ()

// -----

// expected-error@+1 {{expected integer literal}}
"unreg.op"() {v = array<i32: 1.5>} : () -> ()

// -----

// expected-error@+1 {{expected integer or float type, got: 'memref<f32>'}}
"unreg.op"() {v = array<memref<f32>: 1>} : () -> ()

// -----

// expected-error@+1 {{expected ',' or ']'}}
"unreg.op"() {v = [1, 2} : () -> ()

// -----

// expected-error@+1 {{duplicate key 'a' in dictionary attribute}}
"unreg.op"() {v = {a = 1, a = 2}} : () -> ()

// -----

// expected-error@+1 {{duplicate key 'a' in dictionary attribute}}
"unreg.op"() {a = 1, a = 2} : () -> ()

// -----

// expected-error@+1 {{expected nested symbol reference identifier}}
"unreg.op"() {v = @a::} : () -> ()

// -----

// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
"unreg.op"() {v = strided<[1], offset: x>} : () -> ()

// -----

// expected-error@+1 {{use of undeclared identifier}}
"unreg.op"() {v = affine_map<(d0) -> (d1)>} : () -> ()

// -----

// expected-error@+1 {{expected attribute value}}
"unreg.op"() {v = unknown_keyword} : () -> ()

// -----

// expected-error@+1 {{expected non-function type}}
"unreg.op"() {v = "str" : } : () -> ()

// -----

// expected-error@+1 {{expected ':' followed by operation type}}
"unreg.op"() <{a = 1}> <{b = 2}> : () -> ()
