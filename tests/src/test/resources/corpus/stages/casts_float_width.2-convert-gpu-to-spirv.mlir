module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.func @fwidth(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<4 x f64, stride=8> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %arg1: !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, workgroup_attributions = 0 : i64} {
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst_f32 = spirv.Constant 1.000000e-01 : f32
      %cst_f64 = spirv.Constant 3.000000e+00 : f64
      %cst_f64_0 = spirv.Constant 1.000000e+30 : f64
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst4_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.ConvertSToF %0 : i32 to f32
        %3 = spirv.FMul %2, %cst_f32 : f32
        %4 = spirv.FConvert %3 : f32 to f64
        %5 = spirv.FDiv %4, %cst_f64 : f64
        %6 = spirv.FAdd %5, %4 : f64
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst0_i32_2 = spirv.Constant 0 : i32
        %cst1_i32_3 = spirv.Constant 1 : i32
        %7 = spirv.AccessChain %arg0[%cst0_i32_1, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f64, StorageBuffer>
        spirv.Store "StorageBuffer" %7, %6 : f64
        %8 = spirv.FMul %6, %cst_f64_0 : f64
        %9 = spirv.FConvert %8 : f64 to f32
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst1_i32_6 = spirv.Constant 1 : i32
        %10 = spirv.AccessChain %arg1[%cst0_i32_4, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %10, %9 : f32
        %11 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%11 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @fwidth(%arg0: memref<4xf64>, %arg1: memref<4xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %cst = arith.constant 1.000000e-01 : f32
      %cst_0 = arith.constant 3.000000e+00 : f64
      %cst_1 = arith.constant 1.000000e+30 : f64
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %0 = arith.index_cast %arg2 : index to i32
        %1 = arith.sitofp %0 : i32 to f32
        %2 = arith.mulf %1, %cst : f32
        %3 = arith.extf %2 : f32 to f64
        %4 = arith.divf %3, %cst_0 : f64
        %5 = arith.addf %4, %3 : f64
        memref.store %5, %arg0[%arg2] : memref<4xf64>
        %6 = arith.mulf %5, %cst_1 : f64
        %7 = arith.truncf %6 : f64 to f32
        memref.store %7, %arg1[%arg2] : memref<4xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4xf64>
    %alloc_0 = memref.alloc() : memref<4xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@fwidth blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4xf64>, %alloc_0 : memref<4xf32>)
    %cast = memref.cast %alloc : memref<4xf64> to memref<*xf64>
    call @printMemrefF64(%cast) : (memref<*xf64>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%cast_1) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

