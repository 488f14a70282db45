module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.func @logic(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<40 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, workgroup_attributions = 0 : i64} {
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst8_i32 = spirv.Constant 8 : i32
      %cst1_i32_0 = spirv.Constant 1 : i32
      %cst2_i32_1 = spirv.Constant 2 : i32
      %cst3_i32_2 = spirv.Constant 3 : i32
      %cst0_i32_3 = spirv.Constant 0 : i32
      %true = spirv.Constant true
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst8_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.BitwiseAnd %0, %cst1_i32_0 : i32
        %3 = spirv.INotEqual %2, %cst0_i32_3 : i32
        %4 = spirv.SGreaterThanEqual %0, %cst3_i32_2 : i32
        %5 = spirv.LogicalAnd %3, %4 : i1
        %6 = spirv.LogicalOr %3, %4 : i1
        %7 = spirv.LogicalNotEqual %3, %4 : i1
        %8 = spirv.LogicalNotEqual %3, %true : i1
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst1_i32_5 = spirv.Constant 1 : i32
        %9 = spirv.Select %5, %cst1_i32_5, %cst0_i32_4 : i1, i32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst0_i32_7 = spirv.Constant 0 : i32
        %cst8_i32_8 = spirv.Constant 8 : i32
        %cst0_i32_9 = spirv.Constant 0 : i32
        %cst1_i32_10 = spirv.Constant 1 : i32
        %10 = spirv.AccessChain %arg0[%cst0_i32_6, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<40 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %10, %9 : i32
        %cst0_i32_11 = spirv.Constant 0 : i32
        %cst1_i32_12 = spirv.Constant 1 : i32
        %11 = spirv.Select %6, %cst1_i32_12, %cst0_i32_11 : i1, i32
        %cst0_i32_13 = spirv.Constant 0 : i32
        %cst0_i32_14 = spirv.Constant 0 : i32
        %cst8_i32_15 = spirv.Constant 8 : i32
        %cst8_i32_16 = spirv.Constant 8 : i32
        %cst1_i32_17 = spirv.Constant 1 : i32
        %12 = spirv.IAdd %0, %cst8_i32_16 : i32
        %13 = spirv.AccessChain %arg0[%cst0_i32_13, %12] : !spirv.ptr<!spirv.struct<(!spirv.array<40 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %13, %11 : i32
        %cst-1_i32 = spirv.Constant -1 : i32
        %cst0_i32_18 = spirv.Constant 0 : i32
        %14 = spirv.Select %7, %cst-1_i32, %cst0_i32_18 : i1, i32
        %cst0_i32_19 = spirv.Constant 0 : i32
        %cst0_i32_20 = spirv.Constant 0 : i32
        %cst8_i32_21 = spirv.Constant 8 : i32
        %cst16_i32 = spirv.Constant 16 : i32
        %cst1_i32_22 = spirv.Constant 1 : i32
        %15 = spirv.IAdd %0, %cst16_i32 : i32
        %16 = spirv.AccessChain %arg0[%cst0_i32_19, %15] : !spirv.ptr<!spirv.struct<(!spirv.array<40 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %16, %14 : i32
        %cst-1_i32_23 = spirv.Constant -1 : i32
        %cst0_i32_24 = spirv.Constant 0 : i32
        %17 = spirv.Select %8, %cst-1_i32_23, %cst0_i32_24 : i1, i32
        %cst0_i32_25 = spirv.Constant 0 : i32
        %cst0_i32_26 = spirv.Constant 0 : i32
        %cst8_i32_27 = spirv.Constant 8 : i32
        %cst24_i32 = spirv.Constant 24 : i32
        %cst1_i32_28 = spirv.Constant 1 : i32
        %18 = spirv.IAdd %0, %cst24_i32 : i32
        %19 = spirv.AccessChain %arg0[%cst0_i32_25, %18] : !spirv.ptr<!spirv.struct<(!spirv.array<40 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %19, %17 : i32
        %20 = spirv.IMul %0, %0 : i32
        %21 = spirv.ISub %cst0_i32_3, %0 : i32
        %22 = spirv.SDiv %0, %cst2_i32_1 : i32
        %23 = spirv.Select %7, %20, %21 : i1, i32
        %24 = spirv.Select %5, %22, %23 : i1, i32
        %cst0_i32_29 = spirv.Constant 0 : i32
        %cst0_i32_30 = spirv.Constant 0 : i32
        %cst8_i32_31 = spirv.Constant 8 : i32
        %cst32_i32 = spirv.Constant 32 : i32
        %cst1_i32_32 = spirv.Constant 1 : i32
        %25 = spirv.IAdd %0, %cst32_i32 : i32
        %26 = spirv.AccessChain %arg0[%cst0_i32_29, %25] : !spirv.ptr<!spirv.struct<(!spirv.array<40 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %26, %24 : i32
        %27 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%27 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @logic(%arg0: memref<5x8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c3_i32 = arith.constant 3 : i32
      %c0_i32 = arith.constant 0 : i32
      %true = arith.constant true
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %0 = arith.index_cast %arg1 : index to i32
        %1 = arith.andi %0, %c1_i32 : i32
        %2 = arith.cmpi ne, %1, %c0_i32 : i32
        %3 = arith.cmpi sge, %0, %c3_i32 : i32
        %4 = arith.andi %2, %3 : i1
        %5 = arith.ori %2, %3 : i1
        %6 = arith.xori %2, %3 : i1
        %7 = arith.xori %2, %true : i1
        %8 = arith.extui %4 : i1 to i32
        memref.store %8, %arg0[%c0, %arg1] : memref<5x8xi32>
        %9 = arith.extui %5 : i1 to i32
        memref.store %9, %arg0[%c1, %arg1] : memref<5x8xi32>
        %10 = arith.extsi %6 : i1 to i32
        memref.store %10, %arg0[%c2, %arg1] : memref<5x8xi32>
        %11 = arith.extsi %7 : i1 to i32
        memref.store %11, %arg0[%c3, %arg1] : memref<5x8xi32>
        %12 = arith.muli %0, %0 : i32
        %13 = arith.subi %c0_i32, %0 : i32
        %14 = arith.divsi %0, %c2_i32 : i32
        %15 = arith.select %6, %12, %13 : i32
        %16 = arith.select %4, %14, %15 : i32
        memref.store %16, %arg0[%c4, %arg1] : memref<5x8xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<5x8xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@logic blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<5x8xi32>)
    %cast = memref.cast %alloc : memref<5x8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

