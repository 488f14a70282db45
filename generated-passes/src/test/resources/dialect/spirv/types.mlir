// SPIR-V dialect types: pointers in several storage classes, arrays with and without stride,
// runtime arrays, matrices, structs with offsets and member decorations, identified and
// recursive structs; spellings MLIR normalises (`4xi32`, `stride = 4`, decoration order).
// Expected output types.generic.expected recorded with
//   mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic types.mlir
"test.types"() {
  p0 = !spirv.ptr<i32, StorageBuffer>, p1 = !spirv.ptr<f32, Function>, p2 = !spirv.ptr<vector<3xi32>, Input>,
  p3 = !spirv.ptr<!spirv.ptr<i32, Workgroup>, Private>, p4 = !spirv.ptr<bf16, Uniform>,
  p5 = !spirv.ptr<ui8, CrossWorkgroup>, p6 = !spirv.ptr<si64, PushConstant>, p7 = !spirv.ptr<i1, PhysicalStorageBuffer>,
  p8 = !spirv.ptr<vector<4xindex>, Output>, p9 = !spirv.ptr<vector<[4]xf32>, Generic>,
  a0 = !spirv.array<4 x i32>, a1 = !spirv.array<8 x f32, stride=4>, a2 = !spirv.array<2 x !spirv.array<3 x i64, stride=8>, stride=24>,
  a3 = !spirv.array<4xi32>, a4 = !spirv.array<4 x i32, stride = 4>, a5 = !spirv.array<4 x i32, stride=-1>,
  r0 = !spirv.rtarray<f32>, r1 = !spirv.rtarray<i32, stride=4>, r2 = !spirv.rtarray<vector<2xf16>, stride=4>,
  m0 = !spirv.matrix<3 x vector<3xf32>>, m1 = !spirv.matrix<2 x vector<4xf16>>,
  s0 = !spirv.struct<(i32, f32)>, s1 = !spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>,
  s2 = !spirv.struct<(i32 [0], f32 [4], vector<4xf32> [16])>, s3 = !spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>,
  s4 = !spirv.struct<(f32 [0, NonWritable], i32 [4])>, s5 = !spirv.struct<empty, ()>, s6 = !spirv.struct<()>,
  s7 = !spirv.struct<(f32 [0, NonWritable, Offset=4, Binding=2], i32 [4, NonReadable])>,
  s8 = !spirv.struct<(f32 [NonWritable], i32)>, s9 = !spirv.struct<(f32 [Block, SpecId=1])>,
  sa = !spirv.struct<(f32 [Offset=4, Offset=2], i32 [Binding=3, Binding=1])>,
  sb = !spirv.struct<(f32 [Binding = 3 : i32])>, sc = !spirv.struct<(i32 [-4])>, sd = !spirv.struct<(i32 [])>,
  se = !spirv.struct<(memref<2xf32>)>, sf = !spirv.struct<(i32 [0], i32 [4]) >, sg = !spirv.struct<(i32 [0, Offset])>,
  sh = !spirv.struct<a, (!spirv.ptr<!spirv.struct<a>, Uniform>)>,
  si = !spirv.struct<a9, (!spirv.ptr<!spirv.struct<b9, (!spirv.ptr<!spirv.struct<a9>, Uniform>)>, Uniform>)>,
  sj = !spirv.struct<named, (i32 [0], f32 [4])>, sk = !spirv.struct<named, (i32 [0], f32 [4])>,
  sp0 = !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>
} : () -> ()
"test.values"() ({
^bb0(%a: !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>):
  %0 = "test.access"(%a) : (!spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>) -> !spirv.ptr<i32, StorageBuffer>
  "test.use"(%0) : (!spirv.ptr<i32, StorageBuffer>) -> ()
}) : () -> ()
