module {
  "unreg.llvm_types"() {a0 = !llvm.array<4 x i32>, a1 = !llvm.array<2 x array<3 x f64>>, a2 = !llvm.array<0 x ptr>, f0 = !llvm.func<void ()>, f1 = !llvm.func<i32 (i32, ptr)>, f2 = !llvm.func<void (ptr, ...)>, f3 = !llvm.func<struct<(i32, i32)> (array<2 x i8>)>, p0 = !llvm.ptr, p1 = !llvm.ptr<1>, p2 = !llvm.ptr<270>, s0 = !llvm.struct<()>, s1 = !llvm.struct<(i32, f32)>, s2 = !llvm.struct<packed (i8, i32, i64)>, s3 = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, s4 = !llvm.struct<"node", (i32, ptr)>, s5 = !llvm.struct<"opaque_thing", opaque>, s6 = !llvm.struct<"packed_named", packed (i16, i8)>, s7 = !llvm.struct<"list", (i64, struct<"list">)>, s8 = !llvm.struct<(struct<(i1, i2)>, array<2 x struct<packed (f32)>>)>, v0 = !llvm.void} : () -> ()
  llvm.mlir.global internal @counter(0 : i64) {addr_space = 0 : i32} : i64
  llvm.mlir.global external @table() {addr_space = 1 : i32} : !llvm.array<4 x i32>
  llvm.func @vararg_decl(!llvm.ptr, ...) -> i32
  llvm.func @use_types(%arg0: !llvm.ptr, %arg1: !llvm.ptr<1>) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
    %1 = llvm.load %arg0 : !llvm.ptr -> i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f32)> 
    %3 = llvm.mlir.addressof @counter : !llvm.ptr
    %4 = llvm.getelementptr %arg1[1, 2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, !llvm.array<4 x i32>
    llvm.return %2 : !llvm.struct<(i32, f32)>
  }
}

