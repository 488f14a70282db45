// Invalid SPIR-V dialect types and attributes, one per split. invalid.errors holds the
// diagnostics mlir-opt-22 gives, recorded with
//   mlir-opt-22 --allow-unregistered-dialect --split-input-file invalid.mlir 2>&1 | grep ': error: '
"test.op"() {a = !spirv.ptr<i32>} : () -> ()

// -----

"test.op"() {a = !spirv.ptr<i32, Foo>} : () -> ()

// -----

"test.op"() {a = !spirv.ptr<i32, 3>} : () -> ()

// -----

"test.op"() {a = !spirv.ptr<i3, Function>} : () -> ()

// -----

"test.op"() {a = !spirv.ptr<memref<2xf32>, Function>} : () -> ()

// -----

"test.op"() {a = !spirv.ptr<vector<8xf32>, Function>} : () -> ()

// -----

"test.op"() {a = !spirv.ptr<vector<2x2xf32>, Function>} : () -> ()

// -----

"test.op"() {a = !spirv.ptr<index, Function>} : () -> ()

// -----

"test.op"() {a = !spirv.ptr<!llvm.ptr, Function>} : () -> ()

// -----

"test.op"() {a = !spirv.array<0 x i32>} : () -> ()

// -----

"test.op"() {a = !spirv.array<4 x 4 x i32>} : () -> ()

// -----

"test.op"() {a = !spirv.array<4 i32>} : () -> ()

// -----

"test.op"() {a = !spirv.array<? x i32>} : () -> ()

// -----

"test.op"() {a = !spirv.array<-1 x i32>} : () -> ()

// -----

"test.op"() {a = !spirv.array<4 x i32, stride=0>} : () -> ()

// -----

"test.op"() {a = !spirv.array<4 x i32, strid=4>} : () -> ()

// -----

"test.op"() {a = !spirv.array<4 x i32 stride=4>} : () -> ()

// -----

"test.op"() {a = !spirv.array<4 x i32, stride=-4294967295>} : () -> ()

// -----

"test.op"() {a = !spirv.rtarray<i32, stride=0>} : () -> ()

// -----

"test.op"() {a = !spirv.rtarray<>} : () -> ()

// -----

"test.op"() {a = !spirv.rtarray<memref<2xf32>>} : () -> ()

// -----

"test.op"() {a = !spirv.matrix<3 x vector<3xi32>>} : () -> ()

// -----

"test.op"() {a = !spirv.matrix<5 x vector<3xf32>>} : () -> ()

// -----

"test.op"() {a = !spirv.matrix<3 x f32>} : () -> ()

// -----

"test.op"() {a = !spirv.struct<(f32 [0], i32)>} : () -> ()

// -----

"test.op"() {a = !spirv.struct<(f32, i32 [4])>} : () -> ()

// -----

"test.op"() {a = !spirv.struct<(f32 [Foo])>} : () -> ()

// -----

"test.op"() {a = !spirv.struct<(f32 [0 NonWritable])>} : () -> ()

// -----

"test.op"() {a = !spirv.struct<(f32 [0, ])>} : () -> ()

// -----

"test.op"() {a = !spirv.struct<(f32 [Binding=x])>} : () -> ()

// -----

"test.op"() {a = !spirv.struct<(i32 [0] [4])>} : () -> ()

// -----

"test.op"() {a = !spirv.struct<>} : () -> ()

// -----

"test.op"() {a = !spirv.struct<"a", ()>} : () -> ()

// -----

"test.op"() {a = !spirv.struct<a>} : () -> ()

// -----

"test.op"() {a = !spirv.struct<a b, ()>} : () -> ()

// -----

"test.op"() {a = !spirv.struct<a, (!spirv.ptr<!spirv.struct<a, (i32)>, Uniform>)>} : () -> ()

// -----

"test.op"() {a = !spirv.struct<a7, (!spirv.ptr<!spirv.struct<b7>, Uniform>)>} : () -> ()

// -----

"test.op"() {a = !spirv.foo<i32>} : () -> ()

// -----

"test.op"() {a = #spirv.foo<x>} : () -> ()

// -----

"test.op"() {a = #spirv.storage_class<Function> : i32} : () -> ()

// -----

"test.op"() {a = #spirv.storage_class<Foo>} : () -> ()

// -----

"test.op"() {a = #spirv.storage_class<>} : () -> ()

// -----

"test.op"() {a = #spirv.storage_class} : () -> ()

// -----

"test.op"() {a = #spirv.storage_class<Function, Uniform>} : () -> ()

// -----

"test.op"() {a = #spirv.function_control<Foo>} : () -> ()

// -----

"test.op"() {a = #spirv.function_control<Inline|>} : () -> ()

// -----

"test.op"() {a = #spirv.vce<v2.0, [Shader], []>} : () -> ()

// -----

"test.op"() {a = #spirv.vce<v1.0, [Foo], []>} : () -> ()

// -----

"test.op"() {a = #spirv.vce<v1.0, [Shader], [Foo]>} : () -> ()

// -----

"test.op"() {a = #spirv.vce<v1.0, [Shader]>} : () -> ()

// -----

"test.op"() {a = #spirv.vce<v1.0 [Shader], []>} : () -> ()

// -----

"test.op"() {a = #spirv.vce<[Shader], []>} : () -> ()

// -----

"test.op"() {a = #spirv.vce<v1.0, Shader, []>} : () -> ()

// -----

"test.op"() {a = #spirv.vce<v1.0, [Shader,], []>} : () -> ()

// -----

"test.op"() {a = #spirv.vce<"v1.0", [Shader], []>} : () -> ()

// -----

"test.op"() {a = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>>} : () -> ()

// -----

"test.op"() {a = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.vce<v1.0, [Shader], []>>} : () -> ()

// -----

"test.op"() {a = #spirv.target_env<#spirv.resource_limits<>, #spirv.resource_limits<>>} : () -> ()

// -----

"test.op"() {a = #spirv.target_env<#spirv.vce<v1.0, [Shader], []> #spirv.resource_limits<>>} : () -> ()

// -----

"test.op"() {a = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, api=Vulkan #spirv.resource_limits<>>} : () -> ()

// -----

"test.op"() {a = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, api Vulkan, #spirv.resource_limits<>>} : () -> ()

// -----

"test.op"() {a = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, api=Foo, #spirv.resource_limits<>>} : () -> ()

// -----

"test.op"() {a = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, Foo, #spirv.resource_limits<>>} : () -> ()

// -----

"test.op"() {a = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, NVIDIA:Foo, #spirv.resource_limits<>>} : () -> ()

// -----

"test.op"() {a = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, 3, #spirv.resource_limits<>>} : () -> ()

// -----

"test.op"() {a = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, NVIDIA:DiscreteGPU:x, #spirv.resource_limits<>>} : () -> ()

// -----

"test.op"() {a = #spirv.resource_limits<foo = 1>} : () -> ()

// -----

"test.op"() {a = #spirv.resource_limits<subgroup_size = 3, subgroup_size = 4>} : () -> ()

// -----

"test.op"() {a = #spirv.resource_limits<subgroup_size = x>} : () -> ()

// -----

"test.op"() {a = #spirv.resource_limits<subgroup_size = 2147483648>} : () -> ()

// -----

"test.op"() {a = #spirv.resource_limits<max_compute_shared_memory_size = 4294967295>} : () -> ()

// -----

"test.op"() {a = #spirv.resource_limits<subgroup_size 3>} : () -> ()

// -----

"test.op"() {a = #spirv.resource_limits<subgroup_size = 3,>} : () -> ()

// -----

"test.op"() {a = #spirv.resource_limits<subgroup_size = 3 max_compute_shared_memory_size = 1>} : () -> ()

// -----

"test.op"() {a = #spirv.resource_limits<"subgroup_size" = 3>} : () -> ()

// -----

"test.op"() {a = #spirv.resource_limits<,>} : () -> ()

// -----

"test.op"() {a = #spirv.resource_limits} : () -> ()

// -----

"test.op"() {a = #spirv.resource_limits<max_compute_workgroup_size = 3>} : () -> ()

// -----

"test.op"() {a = #spirv.resource_limits<min_subgroup_size = x>} : () -> ()

// -----

"test.op"() {a = #spirv.entry_point_abi<workgroup_size = array<i32: 1, 2>>} : () -> ()

// -----

"test.op"() {a = #spirv.entry_point_abi<workgroup_size = [1 : i32]>} : () -> ()

// -----

"test.op"() {a = #spirv.entry_point_abi<workgroup_size = [x]>} : () -> ()

// -----

"test.op"() {a = #spirv.entry_point_abi<workgroup_size = [4294967296]>} : () -> ()

// -----

"test.op"() {a = #spirv.entry_point_abi<workgroup_size = [1,]>} : () -> ()

// -----

"test.op"() {a = #spirv.entry_point_abi<subgroup_size = 4294967296>} : () -> ()

// -----

"test.op"() {a = #spirv.entry_point_abi<foo = 1>} : () -> ()

// -----

"test.op"() {a = #spirv.entry_point_abi<workgroup_size = [1, 1, 1],>} : () -> ()

// -----

"test.op"() {a = #spirv.interface_var_abi<(x, 1)>} : () -> ()

// -----

"test.op"() {a = #spirv.interface_var_abi<(0, x)>} : () -> ()

// -----

"test.op"() {a = #spirv.interface_var_abi<(0, 1), Foo>} : () -> ()

// -----

"test.op"() {a = #spirv.interface_var_abi<(0, 1), 3>} : () -> ()

// -----

"test.op"() {a = #spirv.interface_var_abi<0, 1>} : () -> ()

// -----

"test.op"() {a = #spirv.interface_var_abi<(4294967296, 1)>} : () -> ()

// -----

"test.op"() {a = #spirv.interface_var_abi<(0 1)>} : () -> ()

// -----

"test.op"() {a = #spirv.interface_var_abi<(0, 1) Uniform>} : () -> ()
