module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.func @sel(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %arg1: !spirv.ptr<!spirv.struct<(!spirv.array<5 x f64, stride=8> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, workgroup_attributions = 0 : i64} {
      %cst0_i64 = spirv.Constant 0 : i64
      %cst1_i64 = spirv.Constant 1 : i64
      %cst5_i64 = spirv.Constant 5 : i64
      %cst3000000000_i64 = spirv.Constant 3000000000 : i64
      %cst6000000000_i64 = spirv.Constant 6000000000 : i64
      %cst100_i64 = spirv.Constant 100 : i64
      %cst_f64 = spirv.Constant 1.250000e-01 : f64
      %cst_f64_0 = spirv.Constant 2.500000e-01 : f64
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i64 : i64)
      ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst5_i64 : i64
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.IMul %0, %cst3000000000_i64 : i64
        %3 = spirv.ISub %2, %cst6000000000_i64 : i64
        %4 = spirv.SLessThan %3, %cst100_i64 : i64
        %5 = spirv.Select %4, %3, %cst100_i64 : i1, i64
        %cst0_i64_1 = spirv.Constant 0 : i64
        %cst0_i64_2 = spirv.Constant 0 : i64
        %cst5_i64_3 = spirv.Constant 5 : i64
        %cst0_i64_4 = spirv.Constant 0 : i64
        %cst1_i64_5 = spirv.Constant 1 : i64
        %6 = spirv.AccessChain %arg0[%cst0_i64_1, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<i64, StorageBuffer>
        spirv.Store "StorageBuffer" %6, %5 : i64
        %7 = spirv.ULessThan %3, %cst100_i64 : i64
        %8 = spirv.Select %7, %3, %cst100_i64 : i1, i64
        %cst0_i64_6 = spirv.Constant 0 : i64
        %cst0_i64_7 = spirv.Constant 0 : i64
        %cst5_i64_8 = spirv.Constant 5 : i64
        %cst5_i64_9 = spirv.Constant 5 : i64
        %cst1_i64_10 = spirv.Constant 1 : i64
        %9 = spirv.IAdd %0, %cst5_i64_9 : i64
        %10 = spirv.AccessChain %arg0[%cst0_i64_6, %9] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<i64, StorageBuffer>
        spirv.Store "StorageBuffer" %10, %8 : i64
        %11 = spirv.ConvertSToF %0 : i64 to f64
        %12 = spirv.FMul %11, %cst_f64 : f64
        %13 = spirv.FOrdLessThan %12, %cst_f64_0 : f64
        %14 = spirv.FNegate %12 : f64
        %15 = spirv.Select %13, %14, %12 : i1, f64
        %cst0_i64_11 = spirv.Constant 0 : i64
        %cst0_i64_12 = spirv.Constant 0 : i64
        %cst1_i64_13 = spirv.Constant 1 : i64
        %16 = spirv.AccessChain %arg1[%cst0_i64_11, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<5 x f64, stride=8> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<f64, StorageBuffer>
        spirv.Store "StorageBuffer" %16, %15 : f64
        %17 = spirv.IAdd %0, %cst1_i64 : i64
        spirv.Branch ^bb1(%17 : i64)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @sel(%arg0: memref<2x5xi64>, %arg1: memref<5xf64>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %c3000000000_i64 = arith.constant 3000000000 : i64
      %c6000000000_i64 = arith.constant 6000000000 : i64
      %c100_i64 = arith.constant 100 : i64
      %cst = arith.constant 1.250000e-01 : f64
      %cst_0 = arith.constant 2.500000e-01 : f64
      scf.for %arg2 = %c0 to %c5 step %c1 {
        %0 = arith.index_cast %arg2 : index to i64
        %1 = arith.muli %0, %c3000000000_i64 : i64
        %2 = arith.subi %1, %c6000000000_i64 : i64
        %3 = arith.cmpi slt, %2, %c100_i64 : i64
        %4 = arith.select %3, %2, %c100_i64 : i64
        memref.store %4, %arg0[%c0, %arg2] : memref<2x5xi64>
        %5 = arith.cmpi ult, %2, %c100_i64 : i64
        %6 = arith.select %5, %2, %c100_i64 : i64
        memref.store %6, %arg0[%c1, %arg2] : memref<2x5xi64>
        %7 = arith.sitofp %0 : i64 to f64
        %8 = arith.mulf %7, %cst : f64
        %9 = arith.cmpf olt, %8, %cst_0 : f64
        %10 = arith.negf %8 : f64
        %11 = arith.select %9, %10, %8 : f64
        memref.store %11, %arg1[%arg2] : memref<5xf64>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<2x5xi64>
    %alloc_0 = memref.alloc() : memref<5xf64>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@sel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<2x5xi64>, %alloc_0 : memref<5xf64>)
    %cast = memref.cast %alloc : memref<2x5xi64> to memref<*xi64>
    call @printMemrefI64(%cast) : (memref<*xi64>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<5xf64> to memref<*xf64>
    call @printMemrefF64(%cast_1) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
}

