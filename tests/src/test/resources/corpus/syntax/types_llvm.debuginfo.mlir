#loc6 = loc("types_llvm.mlir":29:22)
#loc7 = loc("types_llvm.mlir":29:37)
"builtin.module"() ({
  "unreg.llvm_types"() {a0 = !llvm.array<4 x i32>, a1 = !llvm.array<2 x array<3 x f64>>, a2 = !llvm.array<0 x ptr>, f0 = !llvm.func<void ()>, f1 = !llvm.func<i32 (i32, ptr)>, f2 = !llvm.func<void (ptr, ...)>, f3 = !llvm.func<struct<(i32, i32)> (array<2 x i8>)>, p0 = !llvm.ptr, p1 = !llvm.ptr<1>, p2 = !llvm.ptr<270>, s0 = !llvm.struct<()>, s1 = !llvm.struct<(i32, f32)>, s2 = !llvm.struct<packed (i8, i32, i64)>, s3 = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, s4 = !llvm.struct<"node", (i32, ptr)>, s5 = !llvm.struct<"opaque_thing", opaque>, s6 = !llvm.struct<"packed_named", packed (i16, i8)>, s7 = !llvm.struct<"list", (i64, struct<"list">)>, s8 = !llvm.struct<(struct<(i1, i2)>, array<2 x struct<packed (f32)>>)>, v0 = !llvm.void} : () -> () loc(#loc1)
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<internal>, sym_name = "counter", unnamed_addr = 0 : i64, value = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> () loc(#loc2)
  "llvm.mlir.global"() <{addr_space = 1 : i32, global_type = !llvm.array<4 x i32>, linkage = #llvm.linkage<external>, sym_name = "table", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> () loc(#loc3)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "vararg_decl", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> () loc(#loc4)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f32)> (ptr, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "use_types", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr loc("types_llvm.mlir":29:22), %arg1: !llvm.ptr<1> loc("types_llvm.mlir":29:37)):
    %0 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, f32)> loc(#loc8)
    %1 = "llvm.load"(%arg0) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32 loc(#loc9)
    %2 = "llvm.insertvalue"(%0, %1) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)> loc(#loc10)
    %3 = "llvm.mlir.addressof"() <{global_name = @counter}> : () -> !llvm.ptr loc(#loc11)
    %4 = "llvm.getelementptr"(%arg1) <{elem_type = !llvm.array<4 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1, 2>}> : (!llvm.ptr<1>) -> !llvm.ptr<1> loc(#loc12)
    "llvm.return"(%2) : (!llvm.struct<(i32, f32)>) -> () loc(#loc13)
  }) : () -> () loc(#loc5)
}) : () -> () loc(#loc)
#loc = loc("types_llvm.mlir":0:0)
#loc1 = loc("types_llvm.mlir":4:1)
#loc2 = loc("types_llvm.mlir":26:1)
#loc3 = loc("types_llvm.mlir":27:1)
#loc4 = loc("types_llvm.mlir":28:1)
#loc5 = loc("types_llvm.mlir":29:1)
#loc8 = loc("types_llvm.mlir":30:8)
#loc9 = loc("types_llvm.mlir":31:8)
#loc10 = loc("types_llvm.mlir":32:8)
#loc11 = loc("types_llvm.mlir":33:8)
#loc12 = loc("types_llvm.mlir":34:8)
#loc13 = loc("types_llvm.mlir":35:3)

