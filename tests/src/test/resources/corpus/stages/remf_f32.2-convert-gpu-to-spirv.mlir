module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.func @rem(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, workgroup_attributions = 0 : i64} {
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst6_i32 = spirv.Constant 6 : i32
      %cst_f32 = spirv.Constant 2.750000e+00 : f32
      %cst_f32_0 = spirv.Constant -7.500000e+00 : f32
      %cst_f32_1 = spirv.Constant 2.000000e+00 : f32
      %cst_f32_2 = spirv.Constant -1.250000e+00 : f32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst6_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.ConvertSToF %0 : i32 to f32
        %3 = spirv.FMul %2, %cst_f32 : f32
        %4 = spirv.FAdd %3, %cst_f32_0 : f32
        %5 = spirv.FRem %4, %cst_f32_1 : f32
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst6_i32_5 = spirv.Constant 6 : i32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst1_i32_7 = spirv.Constant 1 : i32
        %6 = spirv.AccessChain %arg0[%cst0_i32_3, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %6, %5 : f32
        %7 = spirv.FRem %4, %cst_f32_2 : f32
        %cst0_i32_8 = spirv.Constant 0 : i32
        %cst0_i32_9 = spirv.Constant 0 : i32
        %cst6_i32_10 = spirv.Constant 6 : i32
        %cst6_i32_11 = spirv.Constant 6 : i32
        %cst1_i32_12 = spirv.Constant 1 : i32
        %8 = spirv.IAdd %0, %cst6_i32_11 : i32
        %9 = spirv.AccessChain %arg0[%cst0_i32_8, %8] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %9, %7 : f32
        %10 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%10 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @rem(%arg0: memref<2x6xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %cst = arith.constant 2.750000e+00 : f32
      %cst_0 = arith.constant -7.500000e+00 : f32
      %cst_1 = arith.constant 2.000000e+00 : f32
      %cst_2 = arith.constant -1.250000e+00 : f32
      scf.for %arg1 = %c0 to %c6 step %c1 {
        %0 = arith.index_cast %arg1 : index to i32
        %1 = arith.sitofp %0 : i32 to f32
        %2 = arith.mulf %1, %cst : f32
        %3 = arith.addf %cst_0, %2 : f32
        %4 = arith.remf %3, %cst_1 : f32
        memref.store %4, %arg0[%c0, %arg1] : memref<2x6xf32>
        %5 = arith.remf %3, %cst_2 : f32
        memref.store %5, %arg0[%c1, %arg1] : memref<2x6xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<2x6xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@rem blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<2x6xf32>)
    %cast = memref.cast %alloc : memref<2x6xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

