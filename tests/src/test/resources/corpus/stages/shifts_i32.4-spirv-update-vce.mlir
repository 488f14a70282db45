module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @shifts_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @shifts_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @shifts() "None" attributes {workgroup_attributions = 0 : i64} {
      %shifts_arg_0_addr = spirv.mlir.addressof @shifts_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>
      %shifts_arg_1_addr = spirv.mlir.addressof @shifts_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst8_i32 = spirv.Constant 8 : i32
      %cst-1000_i32 = spirv.Constant -1000 : i32
      %cst1000_i32 = spirv.Constant 1000 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst8_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.ShiftLeftLogical %cst-1000_i32, %0 : i32, i32
        %cst0_i32_0 = spirv.Constant 0 : i32
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst8_i32_2 = spirv.Constant 8 : i32
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst1_i32_4 = spirv.Constant 1 : i32
        %3 = spirv.AccessChain %shifts_arg_0_addr[%cst0_i32_0, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %3, %2 : i32
        %4 = spirv.ShiftRightArithmetic %cst-1000_i32, %0 : i32, i32
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst8_i32_7 = spirv.Constant 8 : i32
        %cst8_i32_8 = spirv.Constant 8 : i32
        %cst1_i32_9 = spirv.Constant 1 : i32
        %5 = spirv.IAdd %0, %cst8_i32_8 : i32
        %6 = spirv.AccessChain %shifts_arg_0_addr[%cst0_i32_5, %5] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %6, %4 : i32
        %7 = spirv.ShiftRightLogical %cst-1000_i32, %0 : i32, i32
        %cst0_i32_10 = spirv.Constant 0 : i32
        %cst0_i32_11 = spirv.Constant 0 : i32
        %cst8_i32_12 = spirv.Constant 8 : i32
        %cst16_i32 = spirv.Constant 16 : i32
        %cst1_i32_13 = spirv.Constant 1 : i32
        %8 = spirv.IAdd %0, %cst16_i32 : i32
        %9 = spirv.AccessChain %shifts_arg_0_addr[%cst0_i32_10, %8] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %9, %7 : i32
        %10 = spirv.ShiftLeftLogical %cst1000_i32, %0 : i32, i32
        %cst0_i32_14 = spirv.Constant 0 : i32
        %cst0_i32_15 = spirv.Constant 0 : i32
        %cst8_i32_16 = spirv.Constant 8 : i32
        %cst0_i32_17 = spirv.Constant 0 : i32
        %cst1_i32_18 = spirv.Constant 1 : i32
        %11 = spirv.AccessChain %shifts_arg_1_addr[%cst0_i32_14, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %11, %10 : i32
        %12 = spirv.ShiftRightArithmetic %cst1000_i32, %0 : i32, i32
        %cst0_i32_19 = spirv.Constant 0 : i32
        %cst0_i32_20 = spirv.Constant 0 : i32
        %cst8_i32_21 = spirv.Constant 8 : i32
        %cst8_i32_22 = spirv.Constant 8 : i32
        %cst1_i32_23 = spirv.Constant 1 : i32
        %13 = spirv.IAdd %0, %cst8_i32_22 : i32
        %14 = spirv.AccessChain %shifts_arg_1_addr[%cst0_i32_19, %13] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %14, %12 : i32
        %15 = spirv.ShiftRightLogical %cst1000_i32, %0 : i32, i32
        %cst0_i32_24 = spirv.Constant 0 : i32
        %cst0_i32_25 = spirv.Constant 0 : i32
        %cst8_i32_26 = spirv.Constant 8 : i32
        %cst16_i32_27 = spirv.Constant 16 : i32
        %cst1_i32_28 = spirv.Constant 1 : i32
        %16 = spirv.IAdd %0, %cst16_i32_27 : i32
        %17 = spirv.AccessChain %shifts_arg_1_addr[%cst0_i32_24, %16] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %17, %15 : i32
        %18 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%18 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @shifts
    spirv.ExecutionMode @shifts "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @shifts(%arg0: memref<3x8xi32>, %arg1: memref<3x8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c-1000_i32 = arith.constant -1000 : i32
      %c1000_i32 = arith.constant 1000 : i32
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %0 = arith.index_cast %arg2 : index to i32
        %1 = arith.shli %c-1000_i32, %0 : i32
        memref.store %1, %arg0[%c0, %arg2] : memref<3x8xi32>
        %2 = arith.shrsi %c-1000_i32, %0 : i32
        memref.store %2, %arg0[%c1, %arg2] : memref<3x8xi32>
        %3 = arith.shrui %c-1000_i32, %0 : i32
        memref.store %3, %arg0[%c2, %arg2] : memref<3x8xi32>
        %4 = arith.shli %c1000_i32, %0 : i32
        memref.store %4, %arg1[%c0, %arg2] : memref<3x8xi32>
        %5 = arith.shrsi %c1000_i32, %0 : i32
        memref.store %5, %arg1[%c1, %arg2] : memref<3x8xi32>
        %6 = arith.shrui %c1000_i32, %0 : i32
        memref.store %6, %arg1[%c2, %arg2] : memref<3x8xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<3x8xi32>
    %alloc_0 = memref.alloc() : memref<3x8xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@shifts blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<3x8xi32>, %alloc_0 : memref<3x8xi32>)
    %cast = memref.cast %alloc : memref<3x8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<3x8xi32> to memref<*xi32>
    call @printMemrefI32(%cast_1) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

