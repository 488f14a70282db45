module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.func @cmp(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, workgroup_attributions = 0 : i64} {
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst6_i32 = spirv.Constant 6 : i32
      %cst7_i32 = spirv.Constant 7 : i32
      %cst8_i32 = spirv.Constant 8 : i32
      %cst9_i32 = spirv.Constant 9 : i32
      %cst2_i32_0 = spirv.Constant 2 : i32
      %cst3_i32_1 = spirv.Constant 3 : i32
      %cst1_i32_2 = spirv.Constant 1 : i32
      %cst0_i32_3 = spirv.Constant 0 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst5_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.ISub %0, %cst2_i32_0 : i32
        %3 = spirv.IMul %0, %cst2_i32_0 : i32
        %4 = spirv.ISub %cst3_i32_1, %3 : i32
        %5 = spirv.ISub %4, %cst1_i32_2 : i32
        %6 = spirv.IEqual %2, %cst0_i32_3 : i32
        %7 = spirv.Select %6, %cst1_i32_2, %cst0_i32_3 : i1, i32
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst5_i32_6 = spirv.Constant 5 : i32
        %cst0_i32_7 = spirv.Constant 0 : i32
        %cst1_i32_8 = spirv.Constant 1 : i32
        %8 = spirv.AccessChain %arg0[%cst0_i32_4, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %8, %7 : i32
        %9 = spirv.INotEqual %2, %cst0_i32_3 : i32
        %10 = spirv.Select %9, %cst1_i32_2, %cst0_i32_3 : i1, i32
        %cst0_i32_9 = spirv.Constant 0 : i32
        %cst0_i32_10 = spirv.Constant 0 : i32
        %cst5_i32_11 = spirv.Constant 5 : i32
        %cst5_i32_12 = spirv.Constant 5 : i32
        %cst1_i32_13 = spirv.Constant 1 : i32
        %11 = spirv.IAdd %0, %cst5_i32_12 : i32
        %12 = spirv.AccessChain %arg0[%cst0_i32_9, %11] : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %12, %10 : i32
        %13 = spirv.SLessThan %2, %5 : i32
        %14 = spirv.Select %13, %cst1_i32_2, %cst0_i32_3 : i1, i32
        %cst0_i32_14 = spirv.Constant 0 : i32
        %cst0_i32_15 = spirv.Constant 0 : i32
        %cst5_i32_16 = spirv.Constant 5 : i32
        %cst10_i32 = spirv.Constant 10 : i32
        %cst1_i32_17 = spirv.Constant 1 : i32
        %15 = spirv.IAdd %0, %cst10_i32 : i32
        %16 = spirv.AccessChain %arg0[%cst0_i32_14, %15] : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %16, %14 : i32
        %17 = spirv.SLessThanEqual %2, %5 : i32
        %18 = spirv.Select %17, %cst1_i32_2, %cst0_i32_3 : i1, i32
        %cst0_i32_18 = spirv.Constant 0 : i32
        %cst0_i32_19 = spirv.Constant 0 : i32
        %cst5_i32_20 = spirv.Constant 5 : i32
        %cst15_i32 = spirv.Constant 15 : i32
        %cst1_i32_21 = spirv.Constant 1 : i32
        %19 = spirv.IAdd %0, %cst15_i32 : i32
        %20 = spirv.AccessChain %arg0[%cst0_i32_18, %19] : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %20, %18 : i32
        %21 = spirv.SGreaterThan %2, %5 : i32
        %22 = spirv.Select %21, %cst1_i32_2, %cst0_i32_3 : i1, i32
        %cst0_i32_22 = spirv.Constant 0 : i32
        %cst0_i32_23 = spirv.Constant 0 : i32
        %cst5_i32_24 = spirv.Constant 5 : i32
        %cst20_i32 = spirv.Constant 20 : i32
        %cst1_i32_25 = spirv.Constant 1 : i32
        %23 = spirv.IAdd %0, %cst20_i32 : i32
        %24 = spirv.AccessChain %arg0[%cst0_i32_22, %23] : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %24, %22 : i32
        %25 = spirv.SGreaterThanEqual %2, %5 : i32
        %26 = spirv.Select %25, %cst1_i32_2, %cst0_i32_3 : i1, i32
        %cst0_i32_26 = spirv.Constant 0 : i32
        %cst0_i32_27 = spirv.Constant 0 : i32
        %cst5_i32_28 = spirv.Constant 5 : i32
        %cst25_i32 = spirv.Constant 25 : i32
        %cst1_i32_29 = spirv.Constant 1 : i32
        %27 = spirv.IAdd %0, %cst25_i32 : i32
        %28 = spirv.AccessChain %arg0[%cst0_i32_26, %27] : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %28, %26 : i32
        %29 = spirv.ULessThan %2, %5 : i32
        %30 = spirv.Select %29, %cst1_i32_2, %cst0_i32_3 : i1, i32
        %cst0_i32_30 = spirv.Constant 0 : i32
        %cst0_i32_31 = spirv.Constant 0 : i32
        %cst5_i32_32 = spirv.Constant 5 : i32
        %cst30_i32 = spirv.Constant 30 : i32
        %cst1_i32_33 = spirv.Constant 1 : i32
        %31 = spirv.IAdd %0, %cst30_i32 : i32
        %32 = spirv.AccessChain %arg0[%cst0_i32_30, %31] : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %32, %30 : i32
        %33 = spirv.ULessThanEqual %2, %5 : i32
        %34 = spirv.Select %33, %cst1_i32_2, %cst0_i32_3 : i1, i32
        %cst0_i32_34 = spirv.Constant 0 : i32
        %cst0_i32_35 = spirv.Constant 0 : i32
        %cst5_i32_36 = spirv.Constant 5 : i32
        %cst35_i32 = spirv.Constant 35 : i32
        %cst1_i32_37 = spirv.Constant 1 : i32
        %35 = spirv.IAdd %0, %cst35_i32 : i32
        %36 = spirv.AccessChain %arg0[%cst0_i32_34, %35] : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %36, %34 : i32
        %37 = spirv.UGreaterThan %2, %5 : i32
        %38 = spirv.Select %37, %cst1_i32_2, %cst0_i32_3 : i1, i32
        %cst0_i32_38 = spirv.Constant 0 : i32
        %cst0_i32_39 = spirv.Constant 0 : i32
        %cst5_i32_40 = spirv.Constant 5 : i32
        %cst40_i32 = spirv.Constant 40 : i32
        %cst1_i32_41 = spirv.Constant 1 : i32
        %39 = spirv.IAdd %0, %cst40_i32 : i32
        %40 = spirv.AccessChain %arg0[%cst0_i32_38, %39] : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %40, %38 : i32
        %41 = spirv.UGreaterThanEqual %2, %5 : i32
        %42 = spirv.Select %41, %2, %5 : i1, i32
        %cst0_i32_42 = spirv.Constant 0 : i32
        %cst0_i32_43 = spirv.Constant 0 : i32
        %cst5_i32_44 = spirv.Constant 5 : i32
        %cst45_i32 = spirv.Constant 45 : i32
        %cst1_i32_45 = spirv.Constant 1 : i32
        %43 = spirv.IAdd %0, %cst45_i32 : i32
        %44 = spirv.AccessChain %arg0[%cst0_i32_42, %43] : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %44, %42 : i32
        %45 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%45 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @cmp(%arg0: memref<10x5xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
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
      %c2_i32 = arith.constant 2 : i32
      %c3_i32 = arith.constant 3 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      scf.for %arg1 = %c0 to %c5 step %c1 {
        %0 = arith.index_cast %arg1 : index to i32
        %1 = arith.subi %0, %c2_i32 : i32
        %2 = arith.muli %0, %c2_i32 : i32
        %3 = arith.subi %c3_i32, %2 : i32
        %4 = arith.subi %3, %c1_i32 : i32
        %5 = arith.cmpi eq, %1, %c0_i32 : i32
        %6 = arith.select %5, %c1_i32, %c0_i32 : i32
        memref.store %6, %arg0[%c0, %arg1] : memref<10x5xi32>
        %7 = arith.cmpi ne, %1, %c0_i32 : i32
        %8 = arith.select %7, %c1_i32, %c0_i32 : i32
        memref.store %8, %arg0[%c1, %arg1] : memref<10x5xi32>
        %9 = arith.cmpi slt, %1, %4 : i32
        %10 = arith.select %9, %c1_i32, %c0_i32 : i32
        memref.store %10, %arg0[%c2, %arg1] : memref<10x5xi32>
        %11 = arith.cmpi sle, %1, %4 : i32
        %12 = arith.select %11, %c1_i32, %c0_i32 : i32
        memref.store %12, %arg0[%c3, %arg1] : memref<10x5xi32>
        %13 = arith.cmpi sgt, %1, %4 : i32
        %14 = arith.select %13, %c1_i32, %c0_i32 : i32
        memref.store %14, %arg0[%c4, %arg1] : memref<10x5xi32>
        %15 = arith.cmpi sge, %1, %4 : i32
        %16 = arith.select %15, %c1_i32, %c0_i32 : i32
        memref.store %16, %arg0[%c5, %arg1] : memref<10x5xi32>
        %17 = arith.cmpi ult, %1, %4 : i32
        %18 = arith.select %17, %c1_i32, %c0_i32 : i32
        memref.store %18, %arg0[%c6, %arg1] : memref<10x5xi32>
        %19 = arith.cmpi ule, %1, %4 : i32
        %20 = arith.select %19, %c1_i32, %c0_i32 : i32
        memref.store %20, %arg0[%c7, %arg1] : memref<10x5xi32>
        %21 = arith.cmpi ugt, %1, %4 : i32
        %22 = arith.select %21, %c1_i32, %c0_i32 : i32
        memref.store %22, %arg0[%c8, %arg1] : memref<10x5xi32>
        %23 = arith.cmpi uge, %1, %4 : i32
        %24 = arith.select %23, %1, %4 : i32
        memref.store %24, %arg0[%c9, %arg1] : memref<10x5xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<10x5xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@cmp blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<10x5xi32>)
    %cast = memref.cast %alloc : memref<10x5xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

