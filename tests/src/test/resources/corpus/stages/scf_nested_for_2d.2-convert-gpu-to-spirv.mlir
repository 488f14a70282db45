module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.func @transpose(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<15 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %arg1: !spirv.ptr<!spirv.struct<(!spirv.array<15 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}, %arg2: !spirv.ptr<!spirv.struct<(!spirv.array<3 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 2)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, workgroup_attributions = 0 : i64} {
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst10_i32 = spirv.Constant 10 : i32
      %cst0_i32_0 = spirv.Constant 0 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst3_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i32 : i32)
        ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb2
          %4 = spirv.SLessThan %3, %cst5_i32 : i32
          spirv.BranchConditional %4, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %5 = spirv.IMul %0, %cst10_i32 : i32
          %6 = spirv.IAdd %5, %3 : i32
          %cst0_i32_1 = spirv.Constant 0 : i32
          %cst0_i32_2 = spirv.Constant 0 : i32
          %cst5_i32_3 = spirv.Constant 5 : i32
          %7 = spirv.IMul %0, %cst5_i32_3 : i32
          %cst1_i32_4 = spirv.Constant 1 : i32
          %8 = spirv.IAdd %3, %7 : i32
          %9 = spirv.AccessChain %arg0[%cst0_i32_1, %8] : !spirv.ptr<!spirv.struct<(!spirv.array<15 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
          spirv.Store "StorageBuffer" %9, %6 : i32
          %cst0_i32_5 = spirv.Constant 0 : i32
          %cst0_i32_6 = spirv.Constant 0 : i32
          %cst3_i32_7 = spirv.Constant 3 : i32
          %10 = spirv.IMul %3, %cst3_i32_7 : i32
          %cst1_i32_8 = spirv.Constant 1 : i32
          %11 = spirv.IAdd %0, %10 : i32
          %12 = spirv.AccessChain %arg1[%cst0_i32_5, %11] : !spirv.ptr<!spirv.struct<(!spirv.array<15 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
          spirv.Store "StorageBuffer" %12, %6 : i32
          %13 = spirv.IAdd %3, %cst1_i32 : i32
          spirv.Branch ^bb1(%13 : i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        %2 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%2 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst3_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.Variable : !spirv.ptr<i32, Function>
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i32, %cst0_i32_0 : i32, i32)
        ^bb1(%6: i32, %7: i32):  // 2 preds: ^bb0, ^bb2
          %8 = spirv.SLessThan %6, %cst5_i32 : i32
          spirv.BranchConditional %8, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %cst0_i32_4 = spirv.Constant 0 : i32
          %cst0_i32_5 = spirv.Constant 0 : i32
          %cst5_i32_6 = spirv.Constant 5 : i32
          %9 = spirv.IMul %0, %cst5_i32_6 : i32
          %cst1_i32_7 = spirv.Constant 1 : i32
          %10 = spirv.IAdd %6, %9 : i32
          %11 = spirv.AccessChain %arg0[%cst0_i32_4, %10] : !spirv.ptr<!spirv.struct<(!spirv.array<15 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
          %12 = spirv.Load "StorageBuffer" %11 : i32
          %13 = spirv.IAdd %7, %12 : i32
          spirv.Store "Function" %2, %13 : i32
          %14 = spirv.IAdd %6, %cst2_i32 : i32
          spirv.Branch ^bb1(%14, %13 : i32, i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        %3 = spirv.Load "Function" %2 : i32
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst0_i32_2 = spirv.Constant 0 : i32
        %cst1_i32_3 = spirv.Constant 1 : i32
        %4 = spirv.AccessChain %arg2[%cst0_i32_1, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<3 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %4, %3 : i32
        %5 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%5 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @transpose(%arg0: memref<3x5xi32>, %arg1: memref<5x3xi32>, %arg2: memref<3xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c5 = arith.constant 5 : index
      %c10_i32 = arith.constant 10 : i32
      %c0_i32 = arith.constant 0 : i32
      scf.for %arg3 = %c0 to %c3 step %c1 {
        scf.for %arg4 = %c0 to %c5 step %c1 {
          %0 = arith.index_cast %arg3 : index to i32
          %1 = arith.index_cast %arg4 : index to i32
          %2 = arith.muli %0, %c10_i32 : i32
          %3 = arith.addi %2, %1 : i32
          memref.store %3, %arg0[%arg3, %arg4] : memref<3x5xi32>
          memref.store %3, %arg1[%arg4, %arg3] : memref<5x3xi32>
        }
      }
      scf.for %arg3 = %c0 to %c3 step %c1 {
        %0 = scf.for %arg4 = %c0 to %c5 step %c2 iter_args(%arg5 = %c0_i32) -> (i32) {
          %1 = memref.load %arg0[%arg3, %arg4] : memref<3x5xi32>
          %2 = arith.addi %arg5, %1 : i32
          scf.yield %2 : i32
        }
        memref.store %0, %arg2[%arg3] : memref<3xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<3x5xi32>
    %alloc_0 = memref.alloc() : memref<5x3xi32>
    %alloc_1 = memref.alloc() : memref<3xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@transpose blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<3x5xi32>, %alloc_0 : memref<5x3xi32>, %alloc_1 : memref<3xi32>)
    %cast = memref.cast %alloc_0 : memref<5x3xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_2 = memref.cast %alloc_1 : memref<3xi32> to memref<*xi32>
    call @printMemrefI32(%cast_2) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

