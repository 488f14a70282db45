"builtin.module"() ({
  "unreg.spirv_types"() {a0 = !spirv.array<4 x i32>, a1 = !spirv.array<8 x f32, stride=4>, a2 = !spirv.array<2 x !spirv.array<3 x i64, stride=8>, stride=24>, p0 = !spirv.ptr<i32, StorageBuffer>, p1 = !spirv.ptr<f32, Function>, p2 = !spirv.ptr<vector<3xi32>, Input>, p3 = !spirv.ptr<!spirv.ptr<i32, Workgroup>, Private>, r0 = !spirv.rtarray<f32>, r1 = !spirv.rtarray<i32, stride=4>, s0 = !spirv.struct<(i32, f32)>, s1 = !spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, s2 = !spirv.struct<(i32 [0], f32 [4], vector<4xf32> [16])>, s3 = !spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, s4 = !spirv.struct<(f32 [0, NonWritable], i32 [4])>, s5 = !spirv.struct<empty, ()>, sp0 = !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>} : () -> ()
  "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>, vce_triple = #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>}> ({
    "spirv.GlobalVariable"() <{binding = 1 : i32, descriptor_set = 0 : i32, sym_name = "buf", type = !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>}> : () -> ()
    "spirv.GlobalVariable"() <{built_in = "GlobalInvocationId", sym_name = "gid", type = !spirv.ptr<vector<3xi32>, Input>}> : () -> ()
    "spirv.func"() <{function_control = #spirv.function_control<None>, function_type = (i32) -> i32, sym_name = "get"}> ({
    ^bb0(%arg0: i32):
      %0 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
      %1 = "spirv.mlir.addressof"() <{variable = @buf}> : () -> !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>
      %2 = "spirv.AccessChain"(%1, %0, %arg0) : (!spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<i32, StorageBuffer>
      %3 = "spirv.Load"(%2) : (!spirv.ptr<i32, StorageBuffer>) -> i32
      "spirv.ReturnValue"(%3) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

