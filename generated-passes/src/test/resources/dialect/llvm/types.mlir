// LLVM dialect types as attributes and as value types of unregistered ops, including spellings
// that MLIR normalises (explicit address space 0, `!llvm.` prefixes inside LLVM types, spacing).
// Expected output types.generic.expected recorded with
//   mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic types.mlir
"test.types"() {
  p0 = !llvm.ptr, p1 = !llvm.ptr<0>, p2 = !llvm.ptr<1>, p3 = !llvm.ptr<270>, p4 = !llvm.ptr<0x10>,
  p5 = !llvm.ptr<-1>, p6 = !llvm.ptr<4294967295>,
  s0 = !llvm.struct<()>, s1 = !llvm.struct<(i32, f32)>, s2 = !llvm.struct<packed (i8, i32, i64)>,
  s3 = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>,
  s4 = !llvm.struct<( i32 ,i64 )>, s5 = !llvm.struct<packed()>, s6 = !llvm.struct<packed(i8)>,
  s7 = !llvm.struct<(!llvm.ptr<3>, !llvm.array<2 x !llvm.struct<(i32)>>, vector<4xf32>)>,
  s8 = !llvm.struct<(memref<2xf32>, tensor<2xi8>, !spirv.ptr<i32, Function>, index, f16, bf16)>,
  s9 = !llvm.struct<(vector<[4]xf32>, struct<(i1, i2)>, array<2 x struct<packed (f32)>>)>,
  a0 = !llvm.array<4 x i32>, a1 = !llvm.array<2 x array<3 x f64>>, a2 = !llvm.array<0 x ptr>,
  a3 = !llvm.array<2x i32>, a4 = !llvm.array<3 x vector<4xf32>>, a5 = !llvm.array<-1 x i8>,
  f0 = !llvm.func<void ()>, f1 = !llvm.func<i32 (i32, ptr)>, f2 = !llvm.func<void (ptr, ...)>,
  f3 = !llvm.func<struct<(i32, i32)> (array<2 x i8>)>, f4 = !llvm.func<i32 (...)>,
  f5 = !llvm.func<!llvm.void ()>, f6 = !llvm.func<ptr<1> (!llvm.ptr<2>)>,
  f7 = !llvm.func<void (label, metadata, token)>, f8 = !llvm.func<token ()>,
  v0 = !llvm.void, t0 = !llvm.token, t1 = !llvm.label, t2 = !llvm.metadata, t3 = !llvm.ppc_fp128,
  t4 = !llvm.x86_amx, x0 = !llvm.target<"spirv.Image">, x1 = !llvm.target<"x", i32, ptr, 1, 2>,
  x2 = !llvm.target<"y", 7>
} : () -> ()
"test.values"() ({
^bb0(%a: !llvm.ptr, %b: !llvm.ptr<1>, %c: !llvm.struct<(i32, array<3 x i32>)>):
  %0 = "test.make"(%a, %c) : (!llvm.ptr, !llvm.struct<(i32, array<3 x i32>)>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  "test.use"(%0, %b) : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr<1>) -> ()
}) : () -> ()
