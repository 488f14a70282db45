module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @fcmp_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>
    spirv.func @fcmp() "None" attributes {workgroup_attributions = 0 : i64} {
      %fcmp_arg_0_addr = spirv.mlir.addressof @fcmp_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst_f32 = spirv.Constant 0.000000e+00 : f32
      %cst_f32_0 = spirv.Constant 1.000000e+00 : f32
      %cst_f32_1 = spirv.Constant -1.000000e+00 : f32
      %cst_f32_2 = spirv.Constant 0x7FC00000 : f32
      %cst_f32_3 = spirv.Constant 1.500000e+00 : f32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst4_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.ConvertSToF %0 : i32 to f32
        %cst_f32_4 = spirv.Constant 5.000000e-01 : f32
        %3 = spirv.FMul %2, %cst_f32_4 : f32
        %4 = spirv.FAdd %3, %cst_f32_0 : f32
        %cst3_i32 = spirv.Constant 3 : i32
        %5 = spirv.IEqual %0, %cst3_i32 : i32
        %6 = spirv.Select %5, %cst_f32_2, %4 : i1, f32
        %7 = spirv.FOrdEqual %6, %cst_f32_3 : f32
        %8 = spirv.Select %7, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst0_i32_7 = spirv.Constant 0 : i32
        %cst4_i32_8 = spirv.Constant 4 : i32
        %cst0_i32_9 = spirv.Constant 0 : i32
        %cst1_i32_10 = spirv.Constant 1 : i32
        %9 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_6, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %9, %8 : f32
        %10 = spirv.FOrdNotEqual %6, %cst_f32_3 : f32
        %11 = spirv.Select %10, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst1_i32_11 = spirv.Constant 1 : i32
        %cst0_i32_12 = spirv.Constant 0 : i32
        %cst0_i32_13 = spirv.Constant 0 : i32
        %cst4_i32_14 = spirv.Constant 4 : i32
        %cst4_i32_15 = spirv.Constant 4 : i32
        %cst1_i32_16 = spirv.Constant 1 : i32
        %12 = spirv.IAdd %0, %cst4_i32_15 : i32
        %13 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_12, %12] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %13, %11 : f32
        %14 = spirv.FOrdLessThan %6, %cst_f32_3 : f32
        %15 = spirv.Select %14, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst2_i32 = spirv.Constant 2 : i32
        %cst0_i32_17 = spirv.Constant 0 : i32
        %cst0_i32_18 = spirv.Constant 0 : i32
        %cst4_i32_19 = spirv.Constant 4 : i32
        %cst8_i32 = spirv.Constant 8 : i32
        %cst1_i32_20 = spirv.Constant 1 : i32
        %16 = spirv.IAdd %0, %cst8_i32 : i32
        %17 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_17, %16] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %17, %15 : f32
        %18 = spirv.FOrdLessThanEqual %6, %cst_f32_3 : f32
        %19 = spirv.Select %18, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst3_i32_21 = spirv.Constant 3 : i32
        %cst0_i32_22 = spirv.Constant 0 : i32
        %cst0_i32_23 = spirv.Constant 0 : i32
        %cst4_i32_24 = spirv.Constant 4 : i32
        %cst12_i32 = spirv.Constant 12 : i32
        %cst1_i32_25 = spirv.Constant 1 : i32
        %20 = spirv.IAdd %0, %cst12_i32 : i32
        %21 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_22, %20] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %21, %19 : f32
        %22 = spirv.FOrdGreaterThan %6, %cst_f32_3 : f32
        %23 = spirv.Select %22, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst4_i32_26 = spirv.Constant 4 : i32
        %cst0_i32_27 = spirv.Constant 0 : i32
        %cst0_i32_28 = spirv.Constant 0 : i32
        %cst4_i32_29 = spirv.Constant 4 : i32
        %cst16_i32 = spirv.Constant 16 : i32
        %cst1_i32_30 = spirv.Constant 1 : i32
        %24 = spirv.IAdd %0, %cst16_i32 : i32
        %25 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_27, %24] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %25, %23 : f32
        %26 = spirv.FOrdGreaterThanEqual %6, %cst_f32_3 : f32
        %27 = spirv.Select %26, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst5_i32 = spirv.Constant 5 : i32
        %cst0_i32_31 = spirv.Constant 0 : i32
        %cst0_i32_32 = spirv.Constant 0 : i32
        %cst4_i32_33 = spirv.Constant 4 : i32
        %cst20_i32 = spirv.Constant 20 : i32
        %cst1_i32_34 = spirv.Constant 1 : i32
        %28 = spirv.IAdd %0, %cst20_i32 : i32
        %29 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_31, %28] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %29, %27 : f32
        %30 = spirv.FUnordEqual %6, %cst_f32_3 : f32
        %31 = spirv.Select %30, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst6_i32 = spirv.Constant 6 : i32
        %cst0_i32_35 = spirv.Constant 0 : i32
        %cst0_i32_36 = spirv.Constant 0 : i32
        %cst4_i32_37 = spirv.Constant 4 : i32
        %cst24_i32 = spirv.Constant 24 : i32
        %cst1_i32_38 = spirv.Constant 1 : i32
        %32 = spirv.IAdd %0, %cst24_i32 : i32
        %33 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_35, %32] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %33, %31 : f32
        %34 = spirv.FUnordNotEqual %6, %cst_f32_3 : f32
        %35 = spirv.Select %34, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst7_i32 = spirv.Constant 7 : i32
        %cst0_i32_39 = spirv.Constant 0 : i32
        %cst0_i32_40 = spirv.Constant 0 : i32
        %cst4_i32_41 = spirv.Constant 4 : i32
        %cst28_i32 = spirv.Constant 28 : i32
        %cst1_i32_42 = spirv.Constant 1 : i32
        %36 = spirv.IAdd %0, %cst28_i32 : i32
        %37 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_39, %36] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %37, %35 : f32
        %38 = spirv.FUnordLessThan %6, %cst_f32_3 : f32
        %39 = spirv.Select %38, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst8_i32_43 = spirv.Constant 8 : i32
        %cst0_i32_44 = spirv.Constant 0 : i32
        %cst0_i32_45 = spirv.Constant 0 : i32
        %cst4_i32_46 = spirv.Constant 4 : i32
        %cst32_i32 = spirv.Constant 32 : i32
        %cst1_i32_47 = spirv.Constant 1 : i32
        %40 = spirv.IAdd %0, %cst32_i32 : i32
        %41 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_44, %40] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %41, %39 : f32
        %42 = spirv.FUnordLessThanEqual %6, %cst_f32_3 : f32
        %43 = spirv.Select %42, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst9_i32 = spirv.Constant 9 : i32
        %cst0_i32_48 = spirv.Constant 0 : i32
        %cst0_i32_49 = spirv.Constant 0 : i32
        %cst4_i32_50 = spirv.Constant 4 : i32
        %cst36_i32 = spirv.Constant 36 : i32
        %cst1_i32_51 = spirv.Constant 1 : i32
        %44 = spirv.IAdd %0, %cst36_i32 : i32
        %45 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_48, %44] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %45, %43 : f32
        %46 = spirv.FUnordGreaterThan %6, %cst_f32_3 : f32
        %47 = spirv.Select %46, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst10_i32 = spirv.Constant 10 : i32
        %cst0_i32_52 = spirv.Constant 0 : i32
        %cst0_i32_53 = spirv.Constant 0 : i32
        %cst4_i32_54 = spirv.Constant 4 : i32
        %cst40_i32 = spirv.Constant 40 : i32
        %cst1_i32_55 = spirv.Constant 1 : i32
        %48 = spirv.IAdd %0, %cst40_i32 : i32
        %49 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_52, %48] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %49, %47 : f32
        %50 = spirv.FUnordGreaterThanEqual %6, %cst_f32_3 : f32
        %51 = spirv.Select %50, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst11_i32 = spirv.Constant 11 : i32
        %cst0_i32_56 = spirv.Constant 0 : i32
        %cst0_i32_57 = spirv.Constant 0 : i32
        %cst4_i32_58 = spirv.Constant 4 : i32
        %cst44_i32 = spirv.Constant 44 : i32
        %cst1_i32_59 = spirv.Constant 1 : i32
        %52 = spirv.IAdd %0, %cst44_i32 : i32
        %53 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_56, %52] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %53, %51 : f32
        %54 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%54 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @fcmp
    spirv.ExecutionMode @fcmp "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @fcmp(%arg0: memref<12x4xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant -1.000000e+00 : f32
      %0 = arith.divf %cst, %cst : f32
      %cst_2 = arith.constant 1.500000e+00 : f32
      scf.for %arg1 = %c0 to %c4 step %c1 {
        %1 = arith.index_cast %arg1 : index to i32
        %2 = arith.sitofp %1 : i32 to f32
        %cst_3 = arith.constant 5.000000e-01 : f32
        %3 = arith.mulf %2, %cst_3 : f32
        %4 = arith.addf %3, %cst_0 : f32
        %c3 = arith.constant 3 : index
        %5 = arith.cmpi eq, %arg1, %c3 : index
        %6 = arith.select %5, %0, %4 : f32
        %7 = arith.cmpf oeq, %6, %cst_2 : f32
        %8 = arith.select %7, %cst_0, %cst_1 : f32
        %c0_4 = arith.constant 0 : index
        memref.store %8, %arg0[%c0_4, %arg1] : memref<12x4xf32>
        %9 = arith.cmpf one, %6, %cst_2 : f32
        %10 = arith.select %9, %cst_0, %cst_1 : f32
        %c1_5 = arith.constant 1 : index
        memref.store %10, %arg0[%c1_5, %arg1] : memref<12x4xf32>
        %11 = arith.cmpf olt, %6, %cst_2 : f32
        %12 = arith.select %11, %cst_0, %cst_1 : f32
        %c2 = arith.constant 2 : index
        memref.store %12, %arg0[%c2, %arg1] : memref<12x4xf32>
        %13 = arith.cmpf ole, %6, %cst_2 : f32
        %14 = arith.select %13, %cst_0, %cst_1 : f32
        %c3_6 = arith.constant 3 : index
        memref.store %14, %arg0[%c3_6, %arg1] : memref<12x4xf32>
        %15 = arith.cmpf ogt, %6, %cst_2 : f32
        %16 = arith.select %15, %cst_0, %cst_1 : f32
        %c4_7 = arith.constant 4 : index
        memref.store %16, %arg0[%c4_7, %arg1] : memref<12x4xf32>
        %17 = arith.cmpf oge, %6, %cst_2 : f32
        %18 = arith.select %17, %cst_0, %cst_1 : f32
        %c5 = arith.constant 5 : index
        memref.store %18, %arg0[%c5, %arg1] : memref<12x4xf32>
        %19 = arith.cmpf ueq, %6, %cst_2 : f32
        %20 = arith.select %19, %cst_0, %cst_1 : f32
        %c6 = arith.constant 6 : index
        memref.store %20, %arg0[%c6, %arg1] : memref<12x4xf32>
        %21 = arith.cmpf une, %6, %cst_2 : f32
        %22 = arith.select %21, %cst_0, %cst_1 : f32
        %c7 = arith.constant 7 : index
        memref.store %22, %arg0[%c7, %arg1] : memref<12x4xf32>
        %23 = arith.cmpf ult, %6, %cst_2 : f32
        %24 = arith.select %23, %cst_0, %cst_1 : f32
        %c8 = arith.constant 8 : index
        memref.store %24, %arg0[%c8, %arg1] : memref<12x4xf32>
        %25 = arith.cmpf ule, %6, %cst_2 : f32
        %26 = arith.select %25, %cst_0, %cst_1 : f32
        %c9 = arith.constant 9 : index
        memref.store %26, %arg0[%c9, %arg1] : memref<12x4xf32>
        %27 = arith.cmpf ugt, %6, %cst_2 : f32
        %28 = arith.select %27, %cst_0, %cst_1 : f32
        %c10 = arith.constant 10 : index
        memref.store %28, %arg0[%c10, %arg1] : memref<12x4xf32>
        %29 = arith.cmpf uge, %6, %cst_2 : f32
        %30 = arith.select %29, %cst_0, %cst_1 : f32
        %c11 = arith.constant 11 : index
        memref.store %30, %arg0[%c11, %arg1] : memref<12x4xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<12x4xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@fcmp blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<12x4xf32>)
    %cast = memref.cast %alloc : memref<12x4xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

