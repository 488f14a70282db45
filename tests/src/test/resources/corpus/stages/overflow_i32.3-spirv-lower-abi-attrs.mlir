module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.GlobalVariable @wrap_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<16 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @wrap() "None" attributes {workgroup_attributions = 0 : i64} {
      %wrap_arg_0_addr = spirv.mlir.addressof @wrap_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<16 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst2147483647_i32 = spirv.Constant 2147483647 : i32
      %cst-2147483648_i32 = spirv.Constant -2147483648 : i32
      %cst65537_i32 = spirv.Constant 65537 : i32
      %cst28_i32 = spirv.Constant 28 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst4_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.IAdd %0, %cst2147483647_i32 : i32
        %cst0_i32_0 = spirv.Constant 0 : i32
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst4_i32_2 = spirv.Constant 4 : i32
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst1_i32_4 = spirv.Constant 1 : i32
        %3 = spirv.AccessChain %wrap_arg_0_addr[%cst0_i32_0, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %3, %2 : i32
        %4 = spirv.ISub %cst-2147483648_i32, %0 : i32
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst4_i32_7 = spirv.Constant 4 : i32
        %cst4_i32_8 = spirv.Constant 4 : i32
        %cst1_i32_9 = spirv.Constant 1 : i32
        %5 = spirv.IAdd %0, %cst4_i32_8 : i32
        %6 = spirv.AccessChain %wrap_arg_0_addr[%cst0_i32_5, %5] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %6, %4 : i32
        %7 = spirv.IAdd %0, %cst65537_i32 : i32
        %8 = spirv.IMul %7, %7 : i32
        %cst0_i32_10 = spirv.Constant 0 : i32
        %cst0_i32_11 = spirv.Constant 0 : i32
        %cst4_i32_12 = spirv.Constant 4 : i32
        %cst8_i32 = spirv.Constant 8 : i32
        %cst1_i32_13 = spirv.Constant 1 : i32
        %9 = spirv.IAdd %0, %cst8_i32 : i32
        %10 = spirv.AccessChain %wrap_arg_0_addr[%cst0_i32_10, %9] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %10, %8 : i32
        %11 = spirv.IAdd %0, %cst5_i32 : i32
        %12 = spirv.ShiftLeftLogical %11, %cst28_i32 : i32, i32
        %cst0_i32_14 = spirv.Constant 0 : i32
        %cst0_i32_15 = spirv.Constant 0 : i32
        %cst4_i32_16 = spirv.Constant 4 : i32
        %cst12_i32 = spirv.Constant 12 : i32
        %cst1_i32_17 = spirv.Constant 1 : i32
        %13 = spirv.IAdd %0, %cst12_i32 : i32
        %14 = spirv.AccessChain %wrap_arg_0_addr[%cst0_i32_14, %13] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %14, %12 : i32
        %15 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%15 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @wrap
    spirv.ExecutionMode @wrap "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @wrap(%arg0: memref<4x4xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %c-2147483648_i32 = arith.constant -2147483648 : i32
      %c65537_i32 = arith.constant 65537 : i32
      %c28_i32 = arith.constant 28 : i32
      %c5_i32 = arith.constant 5 : i32
      scf.for %arg1 = %c0 to %c4 step %c1 {
        %0 = arith.index_cast %arg1 : index to i32
        %1 = arith.addi %c2147483647_i32, %0 : i32
        memref.store %1, %arg0[%c0, %arg1] : memref<4x4xi32>
        %2 = arith.subi %c-2147483648_i32, %0 : i32
        memref.store %2, %arg0[%c1, %arg1] : memref<4x4xi32>
        %3 = arith.addi %0, %c65537_i32 : i32
        %4 = arith.muli %3, %3 : i32
        memref.store %4, %arg0[%c2, %arg1] : memref<4x4xi32>
        %5 = arith.addi %0, %c5_i32 : i32
        %6 = arith.shli %5, %c28_i32 : i32
        memref.store %6, %arg0[%c3, %arg1] : memref<4x4xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4x4xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@wrap blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4x4xi32>)
    %cast = memref.cast %alloc : memref<4x4xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

