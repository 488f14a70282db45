module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.func @i64ops(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<2 x i64, stride=8> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %arg1: !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, workgroup_attributions = 0 : i64} {
      %cst0_i64 = spirv.Constant 0 : i64
      %cst1_i64 = spirv.Constant 1 : i64
      %cst2_i64 = spirv.Constant 2 : i64
      %cst3_i64 = spirv.Constant 3 : i64
      %cst4_i64 = spirv.Constant 4 : i64
      %cst5_i64 = spirv.Constant 5 : i64
      %cst6_i64 = spirv.Constant 6 : i64
      %cst7_i64 = spirv.Constant 7 : i64
      %cst8_i64 = spirv.Constant 8 : i64
      %cst9_i64 = spirv.Constant 9 : i64
      %cst0_i64_0 = spirv.Constant 0 : i64
      %cst0_i64_1 = spirv.Constant 0 : i64
      %cst1_i64_2 = spirv.Constant 1 : i64
      %0 = spirv.AccessChain %arg0[%cst0_i64_0, %cst0_i64] : !spirv.ptr<!spirv.struct<(!spirv.array<2 x i64, stride=8> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<i64, StorageBuffer>
      %1 = spirv.Load "StorageBuffer" %0 : i64
      %cst0_i64_3 = spirv.Constant 0 : i64
      %cst0_i64_4 = spirv.Constant 0 : i64
      %cst1_i64_5 = spirv.Constant 1 : i64
      %2 = spirv.AccessChain %arg0[%cst0_i64_3, %cst1_i64] : !spirv.ptr<!spirv.struct<(!spirv.array<2 x i64, stride=8> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<i64, StorageBuffer>
      %3 = spirv.Load "StorageBuffer" %2 : i64
      %cst20_i64 = spirv.Constant 20 : i64
      %cst281470681808895_i64 = spirv.Constant 281470681808895 : i64
      %4 = spirv.IAdd %1, %3 : i64
      %cst0_i64_6 = spirv.Constant 0 : i64
      %cst0_i64_7 = spirv.Constant 0 : i64
      %cst1_i64_8 = spirv.Constant 1 : i64
      %5 = spirv.AccessChain %arg1[%cst0_i64_6, %cst0_i64] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Store "StorageBuffer" %5, %4 : i64
      %6 = spirv.ISub %3, %1 : i64
      %cst0_i64_9 = spirv.Constant 0 : i64
      %cst0_i64_10 = spirv.Constant 0 : i64
      %cst1_i64_11 = spirv.Constant 1 : i64
      %7 = spirv.AccessChain %arg1[%cst0_i64_9, %cst1_i64] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Store "StorageBuffer" %7, %6 : i64
      %8 = spirv.IMul %1, %3 : i64
      %cst0_i64_12 = spirv.Constant 0 : i64
      %cst0_i64_13 = spirv.Constant 0 : i64
      %cst1_i64_14 = spirv.Constant 1 : i64
      %9 = spirv.AccessChain %arg1[%cst0_i64_12, %cst2_i64] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Store "StorageBuffer" %9, %8 : i64
      %10 = spirv.SDiv %6, %1 : i64
      %cst0_i64_15 = spirv.Constant 0 : i64
      %cst0_i64_16 = spirv.Constant 0 : i64
      %cst1_i64_17 = spirv.Constant 1 : i64
      %11 = spirv.AccessChain %arg1[%cst0_i64_15, %cst3_i64] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Store "StorageBuffer" %11, %10 : i64
      %12 = spirv.UDiv %6, %3 : i64
      %cst0_i64_18 = spirv.Constant 0 : i64
      %cst0_i64_19 = spirv.Constant 0 : i64
      %cst1_i64_20 = spirv.Constant 1 : i64
      %13 = spirv.AccessChain %arg1[%cst0_i64_18, %cst4_i64] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Store "StorageBuffer" %13, %12 : i64
      %14 = spirv.UMod %1, %3 : i64
      %cst0_i64_21 = spirv.Constant 0 : i64
      %cst0_i64_22 = spirv.Constant 0 : i64
      %cst1_i64_23 = spirv.Constant 1 : i64
      %15 = spirv.AccessChain %arg1[%cst0_i64_21, %cst5_i64] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Store "StorageBuffer" %15, %14 : i64
      %16 = spirv.BitwiseAnd %1, %cst281470681808895_i64 : i64
      %cst0_i64_24 = spirv.Constant 0 : i64
      %cst0_i64_25 = spirv.Constant 0 : i64
      %cst1_i64_26 = spirv.Constant 1 : i64
      %17 = spirv.AccessChain %arg1[%cst0_i64_24, %cst6_i64] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Store "StorageBuffer" %17, %16 : i64
      %18 = spirv.BitwiseXor %3, %cst281470681808895_i64 : i64
      %cst0_i64_27 = spirv.Constant 0 : i64
      %cst0_i64_28 = spirv.Constant 0 : i64
      %cst1_i64_29 = spirv.Constant 1 : i64
      %19 = spirv.AccessChain %arg1[%cst0_i64_27, %cst7_i64] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Store "StorageBuffer" %19, %18 : i64
      %20 = spirv.ShiftLeftLogical %1, %cst20_i64 : i64, i64
      %cst0_i64_30 = spirv.Constant 0 : i64
      %cst0_i64_31 = spirv.Constant 0 : i64
      %cst1_i64_32 = spirv.Constant 1 : i64
      %21 = spirv.AccessChain %arg1[%cst0_i64_30, %cst8_i64] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Store "StorageBuffer" %21, %20 : i64
      %22 = spirv.ShiftRightArithmetic %6, %cst20_i64 : i64, i64
      %cst0_i64_33 = spirv.Constant 0 : i64
      %cst0_i64_34 = spirv.Constant 0 : i64
      %cst1_i64_35 = spirv.Constant 1 : i64
      %23 = spirv.AccessChain %arg1[%cst0_i64_33, %cst9_i64] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Store "StorageBuffer" %23, %22 : i64
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @i64ops(%arg0: memref<2xi64>, %arg1: memref<10xi64>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %c9 = arith.constant 9 : index
      %0 = memref.load %arg0[%c0] : memref<2xi64>
      %1 = memref.load %arg0[%c1] : memref<2xi64>
      %c20_i64 = arith.constant 20 : i64
      %c281470681808895_i64 = arith.constant 281470681808895 : i64
      %2 = arith.addi %0, %1 : i64
      memref.store %2, %arg1[%c0] : memref<10xi64>
      %3 = arith.subi %1, %0 : i64
      memref.store %3, %arg1[%c1] : memref<10xi64>
      %4 = arith.muli %0, %1 : i64
      memref.store %4, %arg1[%c2] : memref<10xi64>
      %5 = arith.divsi %3, %0 : i64
      memref.store %5, %arg1[%c3] : memref<10xi64>
      %6 = arith.divui %3, %1 : i64
      memref.store %6, %arg1[%c4] : memref<10xi64>
      %7 = arith.remui %0, %1 : i64
      memref.store %7, %arg1[%c5] : memref<10xi64>
      %8 = arith.andi %0, %c281470681808895_i64 : i64
      memref.store %8, %arg1[%c6] : memref<10xi64>
      %9 = arith.xori %1, %c281470681808895_i64 : i64
      memref.store %9, %arg1[%c7] : memref<10xi64>
      %10 = arith.shli %0, %c20_i64 : i64
      memref.store %10, %arg1[%c8] : memref<10xi64>
      %11 = arith.shrsi %3, %c20_i64 : i64
      memref.store %11, %arg1[%c9] : memref<10xi64>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<2xi64>
    %alloc_0 = memref.alloc() : memref<10xi64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c123456789012_i64 = arith.constant 123456789012 : i64
    %c-987654321_i64 = arith.constant -987654321 : i64
    memref.store %c123456789012_i64, %alloc[%c0] : memref<2xi64>
    memref.store %c-987654321_i64, %alloc[%c1] : memref<2xi64>
    gpu.launch_func  @kernels::@i64ops blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<2xi64>, %alloc_0 : memref<10xi64>)
    %cast = memref.cast %alloc_0 : memref<10xi64> to memref<*xi64>
    call @printMemrefI64(%cast) : (memref<*xi64>) -> ()
    return
  }
  func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
}

