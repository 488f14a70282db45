module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @clamp_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<27 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @clamp() "None" attributes {workgroup_attributions = 0 : i64} {
      %clamp_arg_0_addr = spirv.mlir.addressof @clamp_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<27 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst9_i32 = spirv.Constant 9 : i32
      %cst-3_i32 = spirv.Constant -3 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst11_i32 = spirv.Constant 11 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst9_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.IMul %0, %cst3_i32 : i32
        %3 = spirv.ISub %2, %cst11_i32 : i32
        %4 = spirv.GL.SMax %3, %cst-3_i32 : i32
        %cst0_i32_0 = spirv.Constant 0 : i32
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst9_i32_2 = spirv.Constant 9 : i32
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst1_i32_4 = spirv.Constant 1 : i32
        %5 = spirv.AccessChain %clamp_arg_0_addr[%cst0_i32_0, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<27 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %5, %4 : i32
        %6 = spirv.GL.SMin %3, %cst4_i32 : i32
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst9_i32_7 = spirv.Constant 9 : i32
        %cst9_i32_8 = spirv.Constant 9 : i32
        %cst1_i32_9 = spirv.Constant 1 : i32
        %7 = spirv.IAdd %0, %cst9_i32_8 : i32
        %8 = spirv.AccessChain %clamp_arg_0_addr[%cst0_i32_5, %7] : !spirv.ptr<!spirv.struct<(!spirv.array<27 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %8, %6 : i32
        %9 = spirv.GL.SMin %4, %cst4_i32 : i32
        %cst0_i32_10 = spirv.Constant 0 : i32
        %cst0_i32_11 = spirv.Constant 0 : i32
        %cst9_i32_12 = spirv.Constant 9 : i32
        %cst18_i32 = spirv.Constant 18 : i32
        %cst1_i32_13 = spirv.Constant 1 : i32
        %10 = spirv.IAdd %0, %cst18_i32 : i32
        %11 = spirv.AccessChain %clamp_arg_0_addr[%cst0_i32_10, %10] : !spirv.ptr<!spirv.struct<(!spirv.array<27 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %11, %9 : i32
        %12 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%12 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @clamp
    spirv.ExecutionMode @clamp "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @clamp(%arg0: memref<3x9xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c9 = arith.constant 9 : index
      %c-3_i32 = arith.constant -3 : i32
      %c4_i32 = arith.constant 4 : i32
      %c3_i32 = arith.constant 3 : i32
      %c11_i32 = arith.constant 11 : i32
      scf.for %arg1 = %c0 to %c9 step %c1 {
        %0 = arith.index_cast %arg1 : index to i32
        %1 = arith.muli %0, %c3_i32 : i32
        %2 = arith.subi %1, %c11_i32 : i32
        %3 = arith.maxsi %2, %c-3_i32 : i32
        memref.store %3, %arg0[%c0, %arg1] : memref<3x9xi32>
        %4 = arith.minsi %2, %c4_i32 : i32
        memref.store %4, %arg0[%c1, %arg1] : memref<3x9xi32>
        %5 = arith.minsi %3, %c4_i32 : i32
        memref.store %5, %arg0[%c2, %arg1] : memref<3x9xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<3x9xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@clamp blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<3x9xi32>)
    %cast = memref.cast %alloc : memref<3x9xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

