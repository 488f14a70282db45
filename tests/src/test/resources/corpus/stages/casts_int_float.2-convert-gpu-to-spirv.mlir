module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.func @casts(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %arg1: !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, workgroup_attributions = 0 : i64} {
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst6_i32 = spirv.Constant 6 : i32
      %cst7_i32 = spirv.Constant 7 : i32
      %cst20_i32 = spirv.Constant 20 : i32
      %cst_f32 = spirv.Constant 1.750000e+00 : f32
      %cst_f32_0 = spirv.Constant 5.000000e-01 : f32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst6_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.IMul %0, %cst7_i32 : i32
        %3 = spirv.ISub %2, %cst20_i32 : i32
        %4 = spirv.ConvertSToF %3 : i32 to f32
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst0_i32_2 = spirv.Constant 0 : i32
        %cst6_i32_3 = spirv.Constant 6 : i32
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst1_i32_5 = spirv.Constant 1 : i32
        %5 = spirv.AccessChain %arg0[%cst0_i32_1, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %5, %4 : f32
        %6 = spirv.ConvertUToF %3 : i32 to f32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst0_i32_7 = spirv.Constant 0 : i32
        %cst6_i32_8 = spirv.Constant 6 : i32
        %cst6_i32_9 = spirv.Constant 6 : i32
        %cst1_i32_10 = spirv.Constant 1 : i32
        %7 = spirv.IAdd %0, %cst6_i32_9 : i32
        %8 = spirv.AccessChain %arg0[%cst0_i32_6, %7] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %8, %6 : f32
        %9 = spirv.FMul %4, %cst_f32 : f32
        %10 = spirv.FAdd %9, %cst_f32_0 : f32
        %11 = spirv.ConvertFToS %10 : f32 to i32
        %cst0_i32_11 = spirv.Constant 0 : i32
        %cst0_i32_12 = spirv.Constant 0 : i32
        %cst6_i32_13 = spirv.Constant 6 : i32
        %cst0_i32_14 = spirv.Constant 0 : i32
        %cst1_i32_15 = spirv.Constant 1 : i32
        %12 = spirv.AccessChain %arg1[%cst0_i32_11, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %12, %11 : i32
        %13 = spirv.FMul %10, %10 : f32
        %14 = spirv.ConvertFToU %13 : f32 to i32
        %cst0_i32_16 = spirv.Constant 0 : i32
        %cst0_i32_17 = spirv.Constant 0 : i32
        %cst6_i32_18 = spirv.Constant 6 : i32
        %cst6_i32_19 = spirv.Constant 6 : i32
        %cst1_i32_20 = spirv.Constant 1 : i32
        %15 = spirv.IAdd %0, %cst6_i32_19 : i32
        %16 = spirv.AccessChain %arg1[%cst0_i32_16, %15] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %16, %14 : i32
        %17 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%17 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @casts(%arg0: memref<2x6xf32>, %arg1: memref<2x6xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %c7_i32 = arith.constant 7 : i32
      %c20_i32 = arith.constant 20 : i32
      %cst = arith.constant 1.750000e+00 : f32
      %cst_0 = arith.constant 5.000000e-01 : f32
      scf.for %arg2 = %c0 to %c6 step %c1 {
        %0 = arith.index_cast %arg2 : index to i32
        %1 = arith.muli %0, %c7_i32 : i32
        %2 = arith.subi %1, %c20_i32 : i32
        %3 = arith.sitofp %2 : i32 to f32
        memref.store %3, %arg0[%c0, %arg2] : memref<2x6xf32>
        %4 = arith.uitofp %2 : i32 to f32
        memref.store %4, %arg0[%c1, %arg2] : memref<2x6xf32>
        %5 = arith.mulf %3, %cst : f32
        %6 = arith.addf %5, %cst_0 : f32
        %7 = arith.fptosi %6 : f32 to i32
        memref.store %7, %arg1[%c0, %arg2] : memref<2x6xi32>
        %8 = arith.mulf %6, %6 : f32
        %9 = arith.fptoui %8 : f32 to i32
        memref.store %9, %arg1[%c1, %arg2] : memref<2x6xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<2x6xf32>
    %alloc_0 = memref.alloc() : memref<2x6xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@casts blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<2x6xf32>, %alloc_0 : memref<2x6xi32>)
    %cast = memref.cast %alloc : memref<2x6xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<2x6xi32> to memref<*xi32>
    call @printMemrefI32(%cast_1) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

