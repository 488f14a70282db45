module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.func @f64ops(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<24 x f64, stride=8> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, workgroup_attributions = 0 : i64} {
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst_f64 = spirv.Constant 1.000000e+15 : f64
      %cst_f64_0 = spirv.Constant 0.33333333333333331 : f64
      %cst_f64_1 = spirv.Constant 7.250000e+00 : f64
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst4_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.ConvertSToF %0 : i32 to f64
        %3 = spirv.FMul %2, %cst_f64_0 : f64
        %4 = spirv.FAdd %3, %cst_f64 : f64
        %5 = spirv.FAdd %4, %cst_f64_1 : f64
        %cst0_i32_2 = spirv.Constant 0 : i32
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst4_i32_4 = spirv.Constant 4 : i32
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst1_i32_6 = spirv.Constant 1 : i32
        %6 = spirv.AccessChain %arg0[%cst0_i32_2, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x f64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f64, StorageBuffer>
        spirv.Store "StorageBuffer" %6, %5 : f64
        %7 = spirv.FSub %4, %cst_f64 : f64
        %cst0_i32_7 = spirv.Constant 0 : i32
        %cst0_i32_8 = spirv.Constant 0 : i32
        %cst4_i32_9 = spirv.Constant 4 : i32
        %cst4_i32_10 = spirv.Constant 4 : i32
        %cst1_i32_11 = spirv.Constant 1 : i32
        %8 = spirv.IAdd %0, %cst4_i32_10 : i32
        %9 = spirv.AccessChain %arg0[%cst0_i32_7, %8] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x f64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f64, StorageBuffer>
        spirv.Store "StorageBuffer" %9, %7 : f64
        %10 = spirv.FMul %3, %cst_f64_1 : f64
        %cst0_i32_12 = spirv.Constant 0 : i32
        %cst0_i32_13 = spirv.Constant 0 : i32
        %cst4_i32_14 = spirv.Constant 4 : i32
        %cst8_i32 = spirv.Constant 8 : i32
        %cst1_i32_15 = spirv.Constant 1 : i32
        %11 = spirv.IAdd %0, %cst8_i32 : i32
        %12 = spirv.AccessChain %arg0[%cst0_i32_12, %11] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x f64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f64, StorageBuffer>
        spirv.Store "StorageBuffer" %12, %10 : f64
        %13 = spirv.FDiv %cst_f64_1, %4 : f64
        %cst0_i32_16 = spirv.Constant 0 : i32
        %cst0_i32_17 = spirv.Constant 0 : i32
        %cst4_i32_18 = spirv.Constant 4 : i32
        %cst12_i32 = spirv.Constant 12 : i32
        %cst1_i32_19 = spirv.Constant 1 : i32
        %14 = spirv.IAdd %0, %cst12_i32 : i32
        %15 = spirv.AccessChain %arg0[%cst0_i32_16, %14] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x f64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f64, StorageBuffer>
        spirv.Store "StorageBuffer" %15, %13 : f64
        %16 = spirv.FNegate %3 : f64
        %cst0_i32_20 = spirv.Constant 0 : i32
        %cst0_i32_21 = spirv.Constant 0 : i32
        %cst4_i32_22 = spirv.Constant 4 : i32
        %cst16_i32 = spirv.Constant 16 : i32
        %cst1_i32_23 = spirv.Constant 1 : i32
        %17 = spirv.IAdd %0, %cst16_i32 : i32
        %18 = spirv.AccessChain %arg0[%cst0_i32_20, %17] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x f64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f64, StorageBuffer>
        spirv.Store "StorageBuffer" %18, %16 : f64
        %19 = spirv.FAdd %2, %cst_f64_1 : f64
        %20 = spirv.FRem %19, %cst_f64_1 : f64
        %cst0_i32_24 = spirv.Constant 0 : i32
        %cst0_i32_25 = spirv.Constant 0 : i32
        %cst4_i32_26 = spirv.Constant 4 : i32
        %cst20_i32 = spirv.Constant 20 : i32
        %cst1_i32_27 = spirv.Constant 1 : i32
        %21 = spirv.IAdd %0, %cst20_i32 : i32
        %22 = spirv.AccessChain %arg0[%cst0_i32_24, %21] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x f64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f64, StorageBuffer>
        spirv.Store "StorageBuffer" %22, %20 : f64
        %23 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%23 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @f64ops(%arg0: memref<6x4xf64>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %cst = arith.constant 1.000000e+15 : f64
      %cst_0 = arith.constant 0.33333333333333331 : f64
      %cst_1 = arith.constant 7.250000e+00 : f64
      scf.for %arg1 = %c0 to %c4 step %c1 {
        %0 = arith.index_cast %arg1 : index to i32
        %1 = arith.sitofp %0 : i32 to f64
        %2 = arith.mulf %1, %cst_0 : f64
        %3 = arith.addf %cst, %2 : f64
        %4 = arith.addf %3, %cst_1 : f64
        memref.store %4, %arg0[%c0, %arg1] : memref<6x4xf64>
        %5 = arith.subf %3, %cst : f64
        memref.store %5, %arg0[%c1, %arg1] : memref<6x4xf64>
        %6 = arith.mulf %2, %cst_1 : f64
        memref.store %6, %arg0[%c2, %arg1] : memref<6x4xf64>
        %7 = arith.divf %cst_1, %3 : f64
        memref.store %7, %arg0[%c3, %arg1] : memref<6x4xf64>
        %8 = arith.negf %2 : f64
        memref.store %8, %arg0[%c4, %arg1] : memref<6x4xf64>
        %9 = arith.addf %1, %cst_1 : f64
        %10 = arith.remf %9, %cst_1 : f64
        memref.store %10, %arg0[%c5, %arg1] : memref<6x4xf64>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<6x4xf64>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@f64ops blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6x4xf64>)
    %cast = memref.cast %alloc : memref<6x4xf64> to memref<*xf64>
    call @printMemrefF64(%cast) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
}

