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
// expected-error@+1 {{inferred shape of elements literal ([2, 3]) does not match type ([3, 2])}}
"unreg.op"() {v = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<3x2xi32>} : () -> ()
// -----
// expected-error@+1 {{parsed zero elements, but type ('tensor<2xi32>') expected at least 1}}
"unreg.op"() {v = dense<> : tensor<2xi32>} : () -> ()
// -----
// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
"unreg.op"() {v = dense<[1.0, 2]> : tensor<2xf32>} : () -> ()
// -----
// expected-error@+1 {{expected floating point literal}}
"unreg.op"() {v = dense<[true, false]> : tensor<2xf32>} : () -> ()
// -----
// expected-error@+1 {{expected integer elements, but parsed floating-point}}
"unreg.op"() {v = dense<[1.5]> : tensor<1xi32>} : () -> ()
// -----
// expected-error@+1 {{elements literal type must have static shape}}
"unreg.op"() {v = dense<1> : tensor<?xi32>} : () -> ()
// -----
// expected-error@+1 {{elements literal must be a shaped type}}
"unreg.op"() {v = dense<1> : i32} : () -> ()
// -----
// expected-error@+1 {{expected ':'}}
"unreg.op"() {v = dense<[1, 2]>} : () -> ()
// -----
// expected-error@+1 {{expected unsigned integer elements, but parsed negative value}}
"unreg.op"() {v = dense<-1> : tensor<2xui8>} : () -> ()
// -----
// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"unreg.op"() {v = dense<"xyz"> : tensor<2xi32>} : () -> ()
// -----
// expected-error@+1 {{integer constant out of range for type}}
"unreg.op"() {v = dense<2> : tensor<2xi1>} : () -> ()
// -----
// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
"unreg.op"() {v = dense<[true]> : tensor<1xi32>} : () -> ()
// -----
// expected-error@+1 {{expected element literal of primitive type}}
"unreg.op"() {v = dense<[1, x]> : tensor<2xi32>} : () -> ()
// -----
// expected-error@+1 {{expected integer or floating point literal}}
"unreg.op"() {v = dense<[1, - x]> : tensor<2xi32>} : () -> ()
// -----
// expected-error@+1 {{expected ']'}}
"unreg.op"() {v = dense<[1, 2> : tensor<2xi32>} : () -> ()
// -----
// expected-error@+1 {{expected '>'}}
"unreg.op"() {v = dense<1 : tensor<2xi32>} : () -> ()
// -----
// expected-error@+1 {{expected '<' after 'dense'}}
"unreg.op"() {v = dense 1> : tensor<2xi32>} : () -> ()
// -----
// expected-error@+1 {{expected ',' between complex elements}}
"unreg.op"() {v = dense<(1.0 2.0)> : tensor<complex<f32>>} : () -> ()
// -----
// expected-error@+1 {{expected ')' after complex elements}}
"unreg.op"() {v = dense<(1.0, 2.0> : tensor<complex<f32>>} : () -> ()
// -----
// expected-error@+1 {{expected '>' in tensor type}}
"unreg.op"() {v = dense<1> : tensor<2xi32} : () -> ()
