#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<() -> (0)>
#map4 = affine_map<(d0, d1) -> (d0 + d1, d0 * 2, d1 ceildiv 3)>
#set = affine_set<(d0, d1) : (d0 - 10 >= 0, d1 == 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xf32>, memref<?x?xf32, strided<[?, 1], offset: ?>>, !llvm.ptr<1>, !llvm.struct<(ptr<1>, i64)>, memref<8xvector<4xf32>>, !foo.type<1>) -> vector<4xf32>, sym_name = "use_aliases"}> ({
  ^bb0(%arg0: vector<4xf32>, %arg1: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg2: !llvm.ptr<1>, %arg3: !llvm.struct<(ptr<1>, i64)>, %arg4: memref<8xvector<4xf32>>, %arg5: !foo.type<1>):
    %2 = "unreg.op"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {arr = [1, 2, {level = 3 : i32, name = "aliased"}], dict = {level = 3 : i32, name = "aliased"}, env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>, m = #map, mine = #foo.attr<"aliased unknown">, s = #map1, set = #set} : (vector<4xf32>, memref<?x?xf32, strided<[?, 1], offset: ?>>, !llvm.ptr<1>, !llvm.struct<(ptr<1>, i64)>, memref<8xvector<4xf32>>, !foo.type<1>) -> vector<4xf32>
    %3 = "unreg.again"(%2) {layout = memref<4x4xf32, #map>, m = #map, strided_layout = memref<3x4xf32, strided<[4, 1], offset: 2>>} : (vector<4xf32>) -> vector<4xf32>
    "func.return"(%3) : (vector<4xf32>) -> ()
  }) : () -> ()
  "unreg.many_maps"() {a = #map2, b = #map3, c = #map4} : () -> ()
  %0 = "unreg.long_type"() : () -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  %1 = "unreg.long_type"() : () -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  "unreg.repeated_attr"() {v = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} : () -> ()
  "unreg.repeated_attr"() {v = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} : () -> ()
}) : () -> ()

