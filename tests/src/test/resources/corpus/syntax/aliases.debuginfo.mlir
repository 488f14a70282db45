#loc2 = loc("aliases.mlir":19:24)
#loc3 = loc("aliases.mlir":19:34)
#loc4 = loc("aliases.mlir":19:44)
#loc5 = loc("aliases.mlir":19:55)
#loc6 = loc("aliases.mlir":19:64)
#loc7 = loc("aliases.mlir":19:81)
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<() -> (0)>
#map4 = affine_map<(d0, d1) -> (d0 + d1, d0 * 2, d1 ceildiv 3)>
#set = affine_set<(d0, d1) : (d0 - 10 >= 0, d1 == 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xf32>, memref<?x?xf32, strided<[?, 1], offset: ?>>, !llvm.ptr<1>, !llvm.struct<(ptr<1>, i64)>, memref<8xvector<4xf32>>, !foo.type<1>) -> vector<4xf32>, sym_name = "use_aliases"}> ({
  ^bb0(%arg0: vector<4xf32> loc("aliases.mlir":19:24), %arg1: memref<?x?xf32, strided<[?, 1], offset: ?>> loc("aliases.mlir":19:34), %arg2: !llvm.ptr<1> loc("aliases.mlir":19:44), %arg3: !llvm.struct<(ptr<1>, i64)> loc("aliases.mlir":19:55), %arg4: memref<8xvector<4xf32>> loc("aliases.mlir":19:64), %arg5: !foo.type<1> loc("aliases.mlir":19:81)):
    %2 = "unreg.op"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {arr = [1, 2, {level = 3 : i32, name = "aliased"}], dict = {level = 3 : i32, name = "aliased"}, env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>, m = #map, mine = #foo.attr<"aliased unknown">, s = #map1, set = #set} : (vector<4xf32>, memref<?x?xf32, strided<[?, 1], offset: ?>>, !llvm.ptr<1>, !llvm.struct<(ptr<1>, i64)>, memref<8xvector<4xf32>>, !foo.type<1>) -> vector<4xf32> loc(#loc8)
    %3 = "unreg.again"(%2) {layout = memref<4x4xf32, #map>, m = #map, strided_layout = memref<3x4xf32, strided<[4, 1], offset: 2>>} : (vector<4xf32>) -> vector<4xf32> loc(#loc9)
    "func.return"(%3) : (vector<4xf32>) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
  "unreg.many_maps"() {a = #map2, b = #map3, c = #map4} : () -> () loc(#loc11)
  %0 = "unreg.long_type"() : () -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> loc(#loc12)
  %1 = "unreg.long_type"() : () -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> loc(#loc13)
  "unreg.repeated_attr"() {v = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} : () -> () loc(#loc14)
  "unreg.repeated_attr"() {v = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} : () -> () loc(#loc15)
}) : () -> () loc(#loc)
#loc = loc("aliases.mlir":0:0)
#loc1 = loc("aliases.mlir":19:1)
#loc8 = loc("aliases.mlir":20:8)
#loc9 = loc("aliases.mlir":22:8)
#loc10 = loc("aliases.mlir":23:3)
#loc11 = loc("aliases.mlir":25:1)
#loc12 = loc("aliases.mlir":26:1)
#loc13 = loc("aliases.mlir":27:1)
#loc14 = loc("aliases.mlir":28:1)
#loc15 = loc("aliases.mlir":29:1)

