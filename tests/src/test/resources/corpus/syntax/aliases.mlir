// aliases: user type and attribute aliases (`!name = type`, `#name = attr`, aliases of aliases,
// aliases used inside other types and attributes) and what MLIR prints for them: it drops the
// user's names and inlines the values, except for affine maps and integer sets, which get
// MLIR's own aliases #map, #map1, ... and #set (numbered in order of first use while printing).
!vec = vector<4xf32>
!mem = memref<?x?xf32, strided<[?, 1], offset: ?>>
!ptr1 = !llvm.ptr<1>
!st = !llvm.struct<(!ptr1, i64)>
!mem_of_vec = memref<8x!vec>
#map_t = affine_map<(d0, d1) -> (d1, d0)>
#map_s = affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>
#set = affine_set<(d0, d1) : (d0 - 10 >= 0, d1 == 0)>
#dict = {level = 3 : i32, name = "aliased"}
#arr = [1, 2, #dict]
#env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
#mine = #foo.attr<"aliased unknown">
!mine_t = !foo.type<1>
#strided = strided<[4, 1], offset: 2>
func.func @use_aliases(%a: !vec, %b: !mem, %c: !ptr1, %d: !st, %e: !mem_of_vec, %f: !mine_t) -> !vec {
  %0 = "unreg.op"(%a, %b, %c, %d, %e, %f) {m = #map_t, s = #map_s, set = #set, dict = #dict, arr = #arr, env = #env, mine = #mine}
       : (!vec, !mem, !ptr1, !st, !mem_of_vec, !mine_t) -> !vec
  %1 = "unreg.again"(%0) {m = #map_t, layout = memref<4x4xf32, #map_t>, strided_layout = memref<3x4xf32, #strided>} : (!vec) -> !vec
  return %1 : !vec
}
"unreg.many_maps"() {a = affine_map<(d0) -> (d0)>, b = affine_map<() -> (0)>, c = affine_map<(d0, d1) -> (d0 + d1, d0 * 2, d1 ceildiv 3)>} : () -> ()
"unreg.long_type"() : () -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
"unreg.long_type"() : () -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
"unreg.repeated_attr"() {v = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} : () -> ()
"unreg.repeated_attr"() {v = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} : () -> ()
