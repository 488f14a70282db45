module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Int64, Shader, Float64, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @sel_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>
    spirv.GlobalVariable @sel_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<5 x f64, stride=8> [0])>, StorageBuffer>
    spirv.func @sel() "None" attributes {workgroup_attributions = 0 : i64} {
      %sel_arg_0_addr = spirv.mlir.addressof @sel_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>
      %sel_arg_1_addr = spirv.mlir.addressof @sel_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<5 x f64, stride=8> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst3000000000_i64 = spirv.Constant 3000000000 : i64
      %cst6000000000_i64 = spirv.Constant 6000000000 : i64
      %cst100_i64 = spirv.Constant 100 : i64
      %cst_f64 = spirv.Constant 1.250000e-01 : f64
      %cst_f64_0 = spirv.Constant 2.500000e-01 : f64
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst5_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.SConvert %0 : i32 to i64
        %3 = spirv.IMul %2, %cst3000000000_i64 : i64
        %4 = spirv.ISub %3, %cst6000000000_i64 : i64
        %5 = spirv.SLessThan %4, %cst100_i64 : i64
        %6 = spirv.Select %5, %4, %cst100_i64 : i1, i64
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst0_i32_2 = spirv.Constant 0 : i32
        %cst5_i32_3 = spirv.Constant 5 : i32
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst1_i32_5 = spirv.Constant 1 : i32
        %7 = spirv.AccessChain %sel_arg_0_addr[%cst0_i32_1, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i64, StorageBuffer>
        spirv.Store "StorageBuffer" %7, %6 : i64
        %8 = spirv.ULessThan %4, %cst100_i64 : i64
        %9 = spirv.Select %8, %4, %cst100_i64 : i1, i64
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst0_i32_7 = spirv.Constant 0 : i32
        %cst5_i32_8 = spirv.Constant 5 : i32
        %cst5_i32_9 = spirv.Constant 5 : i32
        %cst1_i32_10 = spirv.Constant 1 : i32
        %10 = spirv.IAdd %0, %cst5_i32_9 : i32
        %11 = spirv.AccessChain %sel_arg_0_addr[%cst0_i32_6, %10] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i64, StorageBuffer>
        spirv.Store "StorageBuffer" %11, %9 : i64
        %12 = spirv.ConvertSToF %2 : i64 to f64
        %13 = spirv.FMul %12, %cst_f64 : f64
        %14 = spirv.FOrdLessThan %13, %cst_f64_0 : f64
        %15 = spirv.FNegate %13 : f64
        %16 = spirv.Select %14, %15, %13 : i1, f64
        %cst0_i32_11 = spirv.Constant 0 : i32
        %cst0_i32_12 = spirv.Constant 0 : i32
        %cst1_i32_13 = spirv.Constant 1 : i32
        %17 = spirv.AccessChain %sel_arg_1_addr[%cst0_i32_11, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<5 x f64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f64, StorageBuffer>
        spirv.Store "StorageBuffer" %17, %16 : f64
        %18 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%18 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @sel
    spirv.ExecutionMode @sel "LocalSize", 1, 1, 1
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

