module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.func @idx(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %arg1: !spirv.ptr<!spirv.struct<(!spirv.array<4 x i64, stride=8> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, workgroup_attributions = 0 : i64} {
      %cst0_i64 = spirv.Constant 0 : i64
      %cst1_i64 = spirv.Constant 1 : i64
      %cst2_i64 = spirv.Constant 2 : i64
      %cst4_i64 = spirv.Constant 4 : i64
      %cst7_i64 = spirv.Constant 7 : i64
      %cst-3_i32 = spirv.Constant -3 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i64 : i64)
      ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst4_i64 : i64
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.IMul %0, %cst2_i64 : i64
        %3 = spirv.ISub %cst7_i64, %2 : i64
        %4 = spirv.SConvert %0 : i64 to i32
        %cst10_i32 = spirv.Constant 10 : i32
        %5 = spirv.IMul %4, %cst10_i32 : i32
        %cst0_i64_0 = spirv.Constant 0 : i64
        %cst0_i64_1 = spirv.Constant 0 : i64
        %cst1_i64_2 = spirv.Constant 1 : i64
        %6 = spirv.AccessChain %arg0[%cst0_i64_0, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %6, %5 : i32
        %7 = spirv.ISub %3, %cst1_i64 : i64
        %8 = spirv.ISub %cst-3_i32, %4 : i32
        %9 = spirv.SConvert %8 : i32 to i64
        %10 = spirv.SConvert %9 : i64 to i32
        %cst0_i64_3 = spirv.Constant 0 : i64
        %cst0_i64_4 = spirv.Constant 0 : i64
        %cst1_i64_5 = spirv.Constant 1 : i64
        %11 = spirv.AccessChain %arg0[%cst0_i64_3, %7] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %11, %10 : i32
        %12 = spirv.UConvert %8 : i32 to i64
        %cst0_i64_6 = spirv.Constant 0 : i64
        %cst0_i64_7 = spirv.Constant 0 : i64
        %cst1_i64_8 = spirv.Constant 1 : i64
        %13 = spirv.AccessChain %arg1[%cst0_i64_6, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i64, stride=8> [0])>, StorageBuffer>, i64, i64 -> !spirv.ptr<i64, StorageBuffer>
        spirv.Store "StorageBuffer" %13, %12 : i64
        %14 = spirv.IAdd %0, %cst1_i64 : i64
        spirv.Branch ^bb1(%14 : i64)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @idx(%arg0: memref<8xi32>, %arg1: memref<4xi64>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c7 = arith.constant 7 : index
      %c-3_i32 = arith.constant -3 : i32
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %0 = arith.muli %arg2, %c2 : index
        %1 = arith.subi %c7, %0 : index
        %2 = arith.index_cast %arg2 : index to i32
        %c10_i32 = arith.constant 10 : i32
        %3 = arith.muli %2, %c10_i32 : i32
        memref.store %3, %arg0[%1] : memref<8xi32>
        %4 = arith.subi %1, %c1 : index
        %5 = arith.subi %c-3_i32, %2 : i32
        %6 = arith.index_cast %5 : i32 to index
        %7 = arith.index_cast %6 : index to i32
        memref.store %7, %arg0[%4] : memref<8xi32>
        %8 = arith.index_castui %5 : i32 to index
        %9 = arith.index_castui %8 : index to i64
        memref.store %9, %arg1[%arg2] : memref<4xi64>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<8xi32>
    %alloc_0 = memref.alloc() : memref<4xi64>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@idx blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<8xi32>, %alloc_0 : memref<4xi64>)
    %cast = memref.cast %alloc : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<4xi64> to memref<*xi64>
    call @printMemrefI64(%cast_1) : (memref<*xi64>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
}

