module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @scale_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @scale_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<1 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @scale_arg_2 bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
    spirv.func @scale() "None" attributes {workgroup_attributions = 0 : i64} {
      %scale_arg_0_addr = spirv.mlir.addressof @scale_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
      %scale_arg_1_addr = spirv.mlir.addressof @scale_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<1 x f32, stride=4> [0])>, StorageBuffer>
      %scale_arg_2_addr = spirv.mlir.addressof @scale_arg_2 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst0_i32_0 = spirv.Constant 0 : i32
      %cst0_i32_1 = spirv.Constant 0 : i32
      %cst1_i32_2 = spirv.Constant 1 : i32
      %0 = spirv.AccessChain %scale_arg_1_addr[%cst0_i32_0, %cst0_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<1 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      %1 = spirv.Load "StorageBuffer" %0 : f32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb2
        %3 = spirv.SLessThan %2, %cst4_i32 : i32
        spirv.BranchConditional %3, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst1_i32_5 = spirv.Constant 1 : i32
        %4 = spirv.AccessChain %scale_arg_0_addr[%cst0_i32_3, %2] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        %5 = spirv.Load "StorageBuffer" %4 : f32
        %6 = spirv.FMul %5, %1 : f32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst0_i32_7 = spirv.Constant 0 : i32
        %cst1_i32_8 = spirv.Constant 1 : i32
        %7 = spirv.AccessChain %scale_arg_2_addr[%cst0_i32_6, %2] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %7, %6 : f32
        %8 = spirv.IAdd %2, %cst1_i32 : i32
        spirv.Branch ^bb1(%8 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @scale
    spirv.ExecutionMode @scale "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @scale(%arg0: memref<4xf32>, %arg1: memref<1xf32>, %arg2: memref<4xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %0 = memref.load %arg1[%c0] : memref<1xf32>
      scf.for %arg3 = %c0 to %c4 step %c1 {
        %1 = memref.load %arg0[%arg3] : memref<4xf32>
        %2 = arith.mulf %1, %0 : f32
        memref.store %2, %arg2[%arg3] : memref<4xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4xf32>
    %alloc_0 = memref.alloc() : memref<4xf32>
    %alloc_1 = memref.alloc() : memref<1xf32>
    %alloc_2 = memref.alloc() : memref<1xf32>
    %alloc_3 = memref.alloc() : memref<4xf32>
    %alloc_4 = memref.alloc() : memref<4xf32>
    %cst = arith.constant 1.500000e+00 : f32
    %cst_5 = arith.constant -4.000000e+00 : f32
    %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
    %cast_6 = memref.cast %alloc_0 : memref<4xf32> to memref<?xf32>
    call @fillF32Buffer1D(%cast, %cst) : (memref<?xf32>, f32) -> ()
    call @fillF32Buffer1D(%cast_6, %cst_5) : (memref<?xf32>, f32) -> ()
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cst_7 = arith.constant 5.000000e-01 : f32
    memref.store %cst_7, %alloc_0[%c2] : memref<4xf32>
    %cst_8 = arith.constant 3.000000e+00 : f32
    %cst_9 = arith.constant -2.500000e-01 : f32
    memref.store %cst_8, %alloc_1[%c0] : memref<1xf32>
    memref.store %cst_9, %alloc_2[%c0] : memref<1xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4xf32>, %alloc_1 : memref<1xf32>, %alloc_3 : memref<4xf32>)
    gpu.launch_func  @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc_0 : memref<4xf32>, %alloc_2 : memref<1xf32>, %alloc_4 : memref<4xf32>)
    %cast_10 = memref.cast %alloc_3 : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%cast_10) : (memref<*xf32>) -> ()
    %cast_11 = memref.cast %alloc_4 : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%cast_11) : (memref<*xf32>) -> ()
    return
  }
  func.func private @fillF32Buffer1D(memref<?xf32>, f32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

