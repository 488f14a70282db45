module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @bits_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @bits() "None" attributes {workgroup_attributions = 0 : i64} {
      %bits_arg_0_addr = spirv.mlir.addressof @bits_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst6_i32 = spirv.Constant 6 : i32
      %cst4369_i32 = spirv.Constant 4369 : i32
      %cst240_i32 = spirv.Constant 240 : i32
      %cst4080_i32 = spirv.Constant 4080 : i32
      %cst32769_i32 = spirv.Constant 32769 : i32
      %cst65535_i32 = spirv.Constant 65535 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst6_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.IMul %0, %cst4369_i32 : i32
        %3 = spirv.IAdd %2, %cst240_i32 : i32
        %cst0_i32_0 = spirv.Constant 0 : i32
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst6_i32_2 = spirv.Constant 6 : i32
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst1_i32_4 = spirv.Constant 1 : i32
        %4 = spirv.AccessChain %bits_arg_0_addr[%cst0_i32_0, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %4, %3 : i32
        %5 = spirv.BitwiseAnd %3, %cst4080_i32 : i32
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst6_i32_7 = spirv.Constant 6 : i32
        %cst6_i32_8 = spirv.Constant 6 : i32
        %cst1_i32_9 = spirv.Constant 1 : i32
        %6 = spirv.IAdd %0, %cst6_i32_8 : i32
        %7 = spirv.AccessChain %bits_arg_0_addr[%cst0_i32_5, %6] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %7, %5 : i32
        %8 = spirv.BitwiseOr %3, %cst32769_i32 : i32
        %cst0_i32_10 = spirv.Constant 0 : i32
        %cst0_i32_11 = spirv.Constant 0 : i32
        %cst6_i32_12 = spirv.Constant 6 : i32
        %cst12_i32 = spirv.Constant 12 : i32
        %cst1_i32_13 = spirv.Constant 1 : i32
        %9 = spirv.IAdd %0, %cst12_i32 : i32
        %10 = spirv.AccessChain %bits_arg_0_addr[%cst0_i32_10, %9] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %10, %8 : i32
        %11 = spirv.BitwiseXor %3, %cst65535_i32 : i32
        %cst0_i32_14 = spirv.Constant 0 : i32
        %cst0_i32_15 = spirv.Constant 0 : i32
        %cst6_i32_16 = spirv.Constant 6 : i32
        %cst18_i32 = spirv.Constant 18 : i32
        %cst1_i32_17 = spirv.Constant 1 : i32
        %12 = spirv.IAdd %0, %cst18_i32 : i32
        %13 = spirv.AccessChain %bits_arg_0_addr[%cst0_i32_14, %12] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %13, %11 : i32
        %14 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%14 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @bits
    spirv.ExecutionMode @bits "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @bits(%arg0: memref<4x6xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c6 = arith.constant 6 : index
      %c4369_i32 = arith.constant 4369 : i32
      %c240_i32 = arith.constant 240 : i32
      %c4080_i32 = arith.constant 4080 : i32
      %c32769_i32 = arith.constant 32769 : i32
      %c65535_i32 = arith.constant 65535 : i32
      scf.for %arg1 = %c0 to %c6 step %c1 {
        %0 = arith.index_cast %arg1 : index to i32
        %1 = arith.muli %0, %c4369_i32 : i32
        %2 = arith.addi %1, %c240_i32 : i32
        memref.store %2, %arg0[%c0, %arg1] : memref<4x6xi32>
        %3 = arith.andi %2, %c4080_i32 : i32
        memref.store %3, %arg0[%c1, %arg1] : memref<4x6xi32>
        %4 = arith.ori %2, %c32769_i32 : i32
        memref.store %4, %arg0[%c2, %arg1] : memref<4x6xi32>
        %5 = arith.xori %2, %c65535_i32 : i32
        memref.store %5, %arg0[%c3, %arg1] : memref<4x6xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4x6xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@bits blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4x6xi32>)
    %cast = memref.cast %alloc : memref<4x6xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

