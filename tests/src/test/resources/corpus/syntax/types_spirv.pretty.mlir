module {
  "unreg.spirv_types"() {a0 = !spirv.array<4 x i32>, a1 = !spirv.array<8 x f32, stride=4>, a2 = !spirv.array<2 x !spirv.array<3 x i64, stride=8>, stride=24>, p0 = !spirv.ptr<i32, StorageBuffer>, p1 = !spirv.ptr<f32, Function>, p2 = !spirv.ptr<vector<3xi32>, Input>, p3 = !spirv.ptr<!spirv.ptr<i32, Workgroup>, Private>, r0 = !spirv.rtarray<f32>, r1 = !spirv.rtarray<i32, stride=4>, s0 = !spirv.struct<(i32, f32)>, s1 = !spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, s2 = !spirv.struct<(i32 [0], f32 [4], vector<4xf32> [16])>, s3 = !spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, s4 = !spirv.struct<(f32 [0, NonWritable], i32 [4])>, s5 = !spirv.struct<empty, ()>, sp0 = !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>} : () -> ()
  spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @buf bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
    spirv.func @get(%arg0: i32) -> i32 "None" {
      %cst0_i32 = spirv.Constant 0 : i32
      %buf_addr = spirv.mlir.addressof @buf : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>
      %0 = spirv.AccessChain %buf_addr[%cst0_i32, %arg0] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      %1 = spirv.Load "StorageBuffer" %0 : i32
      spirv.ReturnValue %1 : i32
    }
  }
}

