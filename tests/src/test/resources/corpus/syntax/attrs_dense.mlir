// attrs_dense: dense elements attributes (splat, lists, nested, 0-d, empty, ints of several
// widths incl. i1/bool, floats incl. f16/bf16/f64 and special values, complex, strings, vectors
// and tensors, one large enough that MLIR prints it as a hex blob) and dense arrays
// (array<iN: ...> / array<fN: ...>, empty) of every element type.
"unreg.dense"() {
  d0 = dense<0> : tensor<4xi32>,
  d1 = dense<1.5> : tensor<2x3xf32>,
  d2 = dense<[1, 2, 3, 4]> : tensor<4xi32>,
  d3 = dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>,
  d4 = dense<[[[1.0, 2.0]], [[3.0, 4.0]]]> : tensor<2x1x2xf64>,
  d5 = dense<true> : tensor<8xi1>,
  d6 = dense<[true, false, true]> : tensor<3xi1>,
  d7 = dense<7> : tensor<i32>,
  d8 = dense<> : tensor<0xf32>,
  d9 = dense<[0.5, -0.0, 0x7F800000, 0xFF800000]> : tensor<4xf32>,
  d10 = dense<[1.0, 2.0]> : vector<2xf16>,
  d11 = dense<[3.0, -1.0]> : tensor<2xbf16>,
  d12 = dense<[-1, 127, -128]> : tensor<3xi8>,
  d13 = dense<[65535, 0]> : tensor<2xui16>,
  d14 = dense<[-3, 3]> : tensor<2xsi16>,
  d15 = dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>,
  d16 = dense<["a", "bc", "d\22e"]> : tensor<3x!unreg.str>,
  d17 = dense<[1, 2]> : vector<2xindex>,
  d18 = dense<[[0.1, 0.2], [0.3, 0.4]]> : vector<2x2xf32>,
  d19 = dense<"0x01000000020000000300000004000000"> : tensor<4xi32>,
  d20 = dense<5> : tensor<2x2x2xi16>,
  d21 = dense<[1.0, 1.0, 1.0]> : tensor<3xf32>,
  d22 = dense<-2.0> : tensor<f64>,
  d23 = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>,
  d24 = dense<100000000000> : tensor<1xi64>,
  big0 = dense<[0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 4, 11, 18, 25, 32, 39, 46, 53, 60, 67, 74, 81, 88, 95, 1, 8, 15, 22, 29, 36, 43, 50, 57, 64, 71, 78, 85, 92, 99, 5, 12, 19, 26, 33, 40, 47, 54, 61, 68, 75, 82, 89, 96, 2, 9, 16, 23, 30, 37, 44, 51, 58, 65, 72, 79, 86, 93, 100, 6, 13, 20, 27, 34, 41, 48, 55, 62, 69, 76, 83, 90, 97, 3, 10, 17, 24, 31, 38, 45, 52, 59, 66, 73, 80, 87, 94, 0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 4, 11, 18, 25, 32, 39, 46, 53, 60, 67, 74, 81, 88, 95, 1, 8, 15, 22, 29, 36, 43, 50, 57, 64, 71, 78, 85, 92, 99, 5, 12, 19, 26, 33, 40, 47, 54, 61, 68, 75, 82, 89, 96, 2, 9, 16, 23, 30, 37, 44, 51, 58, 65, 72, 79, 86, 93, 100, 6, 13, 20, 27, 34, 41, 48, 55, 62, 69, 76, 83, 90, 97, 3, 10, 17, 24, 31, 38, 45, 52, 59, 66, 73, 80]> : tensor<200xi32>,
  big2 = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi16>,
  big3 = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi16>,
  big4 = dense<[0.00, 0.25, 0.50, 0.75, 1.00, 1.25, 1.50, 1.75, 2.00, 2.25, 2.50, 2.75, 3.00, 3.25, 3.50, 3.75, 4.00, 4.25, 4.50, 4.75, 5.00, 5.25, 5.50, 5.75, 6.00, 6.25, 6.50, 6.75, 7.00, 7.25, 7.50, 7.75, 8.00, 8.25, 8.50, 8.75, 9.00, 9.25, 9.50, 9.75, 10.00, 10.25, 10.50, 10.75, 11.00, 11.25, 11.50, 11.75, 12.00, 12.25, 12.50, 12.75, 13.00, 13.25, 13.50, 13.75, 14.00, 14.25, 14.50, 14.75, 15.00, 15.25, 15.50, 15.75, 16.00, 16.25, 16.50, 16.75, 17.00, 17.25, 17.50, 17.75, 18.00, 18.25, 18.50, 18.75, 19.00, 19.25, 19.50, 19.75, 20.00, 20.25, 20.50, 20.75, 21.00, 21.25, 21.50, 21.75, 22.00, 22.25, 22.50, 22.75, 23.00, 23.25, 23.50, 23.75, 24.00, 24.25, 24.50, 24.75, 25.00]> : tensor<101xf32>,
  big5 = dense<[true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false]> : tensor<120xi1>,
  big1 = dense<[[0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5], [4.0, 4.5, 5.0, 5.5, 6.0, 6.5, 7.0, 7.5], [8.0, 8.5, 9.0, 9.5, 10.0, 10.5, 11.0, 11.5], [12.0, 12.5, 13.0, 13.5, 14.0, 14.5, 15.0, 15.5], [16.0, 16.5, 17.0, 17.5, 18.0, 18.5, 19.0, 19.5], [20.0, 20.5, 21.0, 21.5, 22.0, 22.5, 23.0, 23.5], [24.0, 24.5, 25.0, 25.5, 26.0, 26.5, 27.0, 27.5], [28.0, 28.5, 29.0, 29.5, 30.0, 30.5, 31.0, 31.5]]> : tensor<8x8xf32>
} : () -> ()
"unreg.dense_arrays"() {
  a0 = array<i1: true, false>,
  a1 = array<i8: -1, 2, 127>,
  a2 = array<i16: 1000, -1000>,
  a3 = array<i32: 1, 2, 3>,
  a4 = array<i64: 9223372036854775807, -1>,
  a5 = array<f32: 1.5, -0.0, 3.0e10>,
  a6 = array<f64: 0.1, 2.0>,
  a7 = array<i32>,
  a8 = array<f64>,
  a9 = array<i64: 0>
} : () -> ()
func.func @dense_constants() -> (tensor<4xi32>, vector<3xf32>) {
  %0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %1 = arith.constant dense<2.0> : vector<3xf32>
  return %0, %1 : tensor<4xi32>, vector<3xf32>
}
