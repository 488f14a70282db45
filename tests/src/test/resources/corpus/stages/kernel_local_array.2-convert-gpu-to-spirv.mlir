module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.func @local(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %arg1: !spirv.ptr<!spirv.struct<(!spirv.array<18 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, workgroup_attributions = 0 : i64} {
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst6_i32 = spirv.Constant 6 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst3_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.Variable : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32>)>, Function>
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i32 : i32)
        ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb2
          %5 = spirv.SLessThan %4, %cst6_i32 : i32
          spirv.BranchConditional %5, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %cst0_i32_0 = spirv.Constant 0 : i32
          %cst0_i32_1 = spirv.Constant 0 : i32
          %cst1_i32_2 = spirv.Constant 1 : i32
          %6 = spirv.AccessChain %arg0[%cst0_i32_0, %4] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
          %7 = spirv.Load "StorageBuffer" %6 : i32
          %8 = spirv.ISub %cst5_i32, %4 : i32
          %9 = spirv.IAdd %7, %0 : i32
          %cst0_i32_3 = spirv.Constant 0 : i32
          %cst0_i32_4 = spirv.Constant 0 : i32
          %cst1_i32_5 = spirv.Constant 1 : i32
          %10 = spirv.AccessChain %2[%cst0_i32_3, %8] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32>)>, Function>, i32, i32 -> !spirv.ptr<i32, Function>
          spirv.Store "Function" %10, %9 : i32
          %11 = spirv.IAdd %4, %cst1_i32 : i32
          spirv.Branch ^bb1(%11 : i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i32 : i32)
        ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb2
          %5 = spirv.SLessThan %4, %cst6_i32 : i32
          spirv.BranchConditional %5, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %cst0_i32_0 = spirv.Constant 0 : i32
          %cst0_i32_1 = spirv.Constant 0 : i32
          %cst1_i32_2 = spirv.Constant 1 : i32
          %6 = spirv.AccessChain %2[%cst0_i32_0, %4] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32>)>, Function>, i32, i32 -> !spirv.ptr<i32, Function>
          %7 = spirv.Load "Function" %6 : i32
          %cst0_i32_3 = spirv.Constant 0 : i32
          %cst0_i32_4 = spirv.Constant 0 : i32
          %cst6_i32_5 = spirv.Constant 6 : i32
          %8 = spirv.IMul %0, %cst6_i32_5 : i32
          %cst1_i32_6 = spirv.Constant 1 : i32
          %9 = spirv.IAdd %4, %8 : i32
          %10 = spirv.AccessChain %arg1[%cst0_i32_3, %9] : !spirv.ptr<!spirv.struct<(!spirv.array<18 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
          spirv.Store "StorageBuffer" %10, %7 : i32
          %11 = spirv.IAdd %4, %cst1_i32 : i32
          spirv.Branch ^bb1(%11 : i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        %3 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%3 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @local(%arg0: memref<6xi32>, %arg1: memref<3x6xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      scf.for %arg2 = %c0 to %c3 step %c1 {
        %alloca = memref.alloca() : memref<6xi32, #spirv.storage_class<Function>>
        %0 = arith.index_cast %arg2 : index to i32
        scf.for %arg3 = %c0 to %c6 step %c1 {
          %1 = memref.load %arg0[%arg3] : memref<6xi32>
          %2 = arith.subi %c5, %arg3 : index
          %3 = arith.addi %1, %0 : i32
          memref.store %3, %alloca[%2] : memref<6xi32, #spirv.storage_class<Function>>
        }
        scf.for %arg3 = %c0 to %c6 step %c1 {
          %1 = memref.load %alloca[%arg3] : memref<6xi32, #spirv.storage_class<Function>>
          memref.store %1, %arg1[%arg2, %arg3] : memref<3x6xi32>
        }
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<6xi32>
    %alloc_0 = memref.alloc() : memref<3x6xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c10_i32 = arith.constant 10 : i32
    %c20_i32 = arith.constant 20 : i32
    %c30_i32 = arith.constant 30 : i32
    %c40_i32 = arith.constant 40 : i32
    %c50_i32 = arith.constant 50 : i32
    %c60_i32 = arith.constant 60 : i32
    memref.store %c10_i32, %alloc[%c0] : memref<6xi32>
    memref.store %c20_i32, %alloc[%c1] : memref<6xi32>
    memref.store %c30_i32, %alloc[%c2] : memref<6xi32>
    memref.store %c40_i32, %alloc[%c3] : memref<6xi32>
    memref.store %c50_i32, %alloc[%c4] : memref<6xi32>
    memref.store %c60_i32, %alloc[%c5] : memref<6xi32>
    gpu.launch_func  @kernels::@local blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6xi32>, %alloc_0 : memref<3x6xi32>)
    %cast = memref.cast %alloc_0 : memref<3x6xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

