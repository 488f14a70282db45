module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.func @exttrunc(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %arg1: !spirv.ptr<!spirv.struct<(!spirv.array<5 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, workgroup_attributions = 0 : i64} {
      %cst0_i64 = spirv.Constant 0 : i64
      %cst1_i64 = spirv.Constant 1 : i64
      %cst5_i64 = spirv.Constant 5 : i64
      %cst-1000000_i32 = spirv.Constant -1000000 : i32
      %cst3_i64 = spirv.Constant 3 : i64
      %cst5000000000_i64 = spirv.Constant 5000000000 : i64
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i64 : i64)
      ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst5_i64 : i64
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.SConvert %0 : i64 to i32
        %3 = spirv.IMul %2, %cst-1000000_i32 : i32
        %4 = spirv.SConvert %3 : i32 to i64
        %cst0_i64_0 = spirv.Constant 0 : i64
        %cst0_i64_1 = spirv.Constant 0 : i64
        %cst5_i64_2 = spirv.Constant 5 : i64
        %cst0_i64_3 = spirv.Constant 0 : i64
        %cst1_i64_4 = spirv.Constant 1 : i64
        %5 = spirv.AccessChain %arg0[%cst0_i64_0, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<i64, StorageBuffer>
        spirv.Store "StorageBuffer" %5, %4 : i64
        %6 = spirv.UConvert %3 : i32 to i64
        %cst0_i64_5 = spirv.Constant 0 : i64
        %cst0_i64_6 = spirv.Constant 0 : i64
        %cst5_i64_7 = spirv.Constant 5 : i64
        %cst5_i64_8 = spirv.Constant 5 : i64
        %cst1_i64_9 = spirv.Constant 1 : i64
        %7 = spirv.IAdd %0, %cst5_i64_8 : i64
        %8 = spirv.AccessChain %arg0[%cst0_i64_5, %7] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<i64, StorageBuffer>
        spirv.Store "StorageBuffer" %8, %6 : i64
        %9 = spirv.IMul %6, %cst3_i64 : i64
        %10 = spirv.IAdd %9, %cst5000000000_i64 : i64
        %11 = spirv.SConvert %10 : i64 to i32
        %cst0_i64_10 = spirv.Constant 0 : i64
        %cst0_i64_11 = spirv.Constant 0 : i64
        %cst1_i64_12 = spirv.Constant 1 : i64
        %12 = spirv.AccessChain %arg1[%cst0_i64_10, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<5 x i32, stride=4> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %12, %11 : i32
        %13 = spirv.IAdd %0, %cst1_i64 : i64
        spirv.Branch ^bb1(%13 : i64)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @exttrunc(%arg0: memref<2x5xi64>, %arg1: memref<5xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %c-1000000_i32 = arith.constant -1000000 : i32
      %c3_i64 = arith.constant 3 : i64
      %c5000000000_i64 = arith.constant 5000000000 : i64
      scf.for %arg2 = %c0 to %c5 step %c1 {
        %0 = arith.index_cast %arg2 : index to i32
        %1 = arith.muli %0, %c-1000000_i32 : i32
        %2 = arith.extsi %1 : i32 to i64
        memref.store %2, %arg0[%c0, %arg2] : memref<2x5xi64>
        %3 = arith.extui %1 : i32 to i64
        memref.store %3, %arg0[%c1, %arg2] : memref<2x5xi64>
        %4 = arith.muli %3, %c3_i64 : i64
        %5 = arith.addi %4, %c5000000000_i64 : i64
        %6 = arith.trunci %5 : i64 to i32
        memref.store %6, %arg1[%arg2] : memref<5xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<2x5xi64>
    %alloc_0 = memref.alloc() : memref<5xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@exttrunc blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<2x5xi64>, %alloc_0 : memref<5xi32>)
    %cast = memref.cast %alloc : memref<2x5xi64> to memref<*xi64>
    call @printMemrefI64(%cast) : (memref<*xi64>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<5xi32> to memref<*xi32>
    call @printMemrefI32(%cast_1) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

