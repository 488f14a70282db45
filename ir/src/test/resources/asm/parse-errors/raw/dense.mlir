"unreg.op"() {v = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()
// -----
"unreg.op"() {v = dense<[1, 2]> : tensor<2xf32>} : () -> ()
// -----
"unreg.op"() {v = dense<300> : tensor<2xi8>} : () -> ()
// -----
"unreg.op"() {v = dense<[[1], [2, 3]]> : tensor<2x2xi32>} : () -> ()
// -----
"unreg.op"() {v = dense<"0x0102"> : tensor<4xi32>} : () -> ()
// -----
"unreg.op"() {v = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<3x2xi32>} : () -> ()
// -----
"unreg.op"() {v = dense<> : tensor<2xi32>} : () -> ()
// -----
"unreg.op"() {v = dense<[1.0, 2]> : tensor<2xf32>} : () -> ()
// -----
"unreg.op"() {v = dense<[true, false]> : tensor<2xf32>} : () -> ()
// -----
"unreg.op"() {v = dense<[1.5]> : tensor<1xi32>} : () -> ()
// -----
"unreg.op"() {v = dense<1> : tensor<?xi32>} : () -> ()
// -----
"unreg.op"() {v = dense<1> : i32} : () -> ()
// -----
"unreg.op"() {v = dense<[1, 2]>} : () -> ()
// -----
"unreg.op"() {v = dense<-1> : tensor<2xui8>} : () -> ()
// -----
"unreg.op"() {v = dense<"xyz"> : tensor<2xi32>} : () -> ()
// -----
"unreg.op"() {v = dense<2> : tensor<2xi1>} : () -> ()
// -----
"unreg.op"() {v = dense<[true]> : tensor<1xi32>} : () -> ()
// -----
"unreg.op"() {v = dense<[1, x]> : tensor<2xi32>} : () -> ()
// -----
"unreg.op"() {v = dense<[1, - x]> : tensor<2xi32>} : () -> ()
// -----
"unreg.op"() {v = dense<[1, 2> : tensor<2xi32>} : () -> ()
// -----
"unreg.op"() {v = dense<1 : tensor<2xi32>} : () -> ()
// -----
"unreg.op"() {v = dense 1> : tensor<2xi32>} : () -> ()
// -----
"unreg.op"() {v = dense<(1.0 2.0)> : tensor<complex<f32>>} : () -> ()
// -----
"unreg.op"() {v = dense<(1.0, 2.0> : tensor<complex<f32>>} : () -> ()
// -----
"unreg.op"() {v = dense<1> : tensor<2xi32} : () -> ()
