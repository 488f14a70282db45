module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @scan_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @scan_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @scan_arg_2 bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @scan() "None" attributes {workgroup_attributions = 0 : i64} {
      %scan_arg_0_addr = spirv.mlir.addressof @scan_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>
      %scan_arg_1_addr = spirv.mlir.addressof @scan_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>
      %scan_arg_2_addr = spirv.mlir.addressof @scan_arg_2 : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst12_i32 = spirv.Constant 12 : i32
      %cst0_i32_0 = spirv.Constant 0 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst7_i32 = spirv.Constant 7 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb2
        %4 = spirv.SLessThan %3, %cst12_i32 : i32
        spirv.BranchConditional %4, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %5 = spirv.IMul %3, %cst7_i32 : i32
        %6 = spirv.UMod %5, %cst5_i32 : i32
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst1_i32_6 = spirv.Constant 1 : i32
        %7 = spirv.AccessChain %scan_arg_0_addr[%cst0_i32_4, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %7, %6 : i32
        %8 = spirv.IAdd %3, %cst1_i32 : i32
        spirv.Branch ^bb1(%8 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      %0 = spirv.Variable : !spirv.ptr<i32, Function>
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32, %cst0_i32_0 : i32, i32)
      ^bb1(%3: i32, %4: i32):  // 2 preds: ^bb0, ^bb2
        %5 = spirv.SLessThan %3, %cst12_i32 : i32
        spirv.BranchConditional %5, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst1_i32_6 = spirv.Constant 1 : i32
        %6 = spirv.AccessChain %scan_arg_0_addr[%cst0_i32_4, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        %7 = spirv.Load "StorageBuffer" %6 : i32
        %8 = spirv.IAdd %4, %7 : i32
        %cst0_i32_7 = spirv.Constant 0 : i32
        %cst0_i32_8 = spirv.Constant 0 : i32
        %cst1_i32_9 = spirv.Constant 1 : i32
        %9 = spirv.AccessChain %scan_arg_1_addr[%cst0_i32_7, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %9, %8 : i32
        spirv.Store "Function" %0, %8 : i32
        %10 = spirv.IAdd %3, %cst1_i32 : i32
        spirv.Branch ^bb1(%10, %8 : i32, i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      %1 = spirv.Load "Function" %0 : i32
      %cst0_i32_1 = spirv.Constant 0 : i32
      %cst0_i32_2 = spirv.Constant 0 : i32
      %cst1_i32_3 = spirv.Constant 1 : i32
      %2 = spirv.AccessChain %scan_arg_2_addr[%cst0_i32_1, %cst0_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %2, %1 : i32
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @scan
    spirv.ExecutionMode @scan "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @scan(%arg0: memref<12xi32>, %arg1: memref<12xi32>, %arg2: memref<1xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c12 = arith.constant 12 : index
      %c0_i32 = arith.constant 0 : i32
      %c5_i32 = arith.constant 5 : i32
      %c7_i32 = arith.constant 7 : i32
      scf.for %arg3 = %c0 to %c12 step %c1 {
        %1 = arith.index_cast %arg3 : index to i32
        %2 = arith.muli %1, %c7_i32 : i32
        %3 = arith.remui %2, %c5_i32 : i32
        memref.store %3, %arg0[%arg3] : memref<12xi32>
      }
      %0 = scf.for %arg3 = %c0 to %c12 step %c1 iter_args(%arg4 = %c0_i32) -> (i32) {
        %1 = memref.load %arg0[%arg3] : memref<12xi32>
        %2 = arith.addi %arg4, %1 : i32
        memref.store %2, %arg1[%arg3] : memref<12xi32>
        scf.yield %2 : i32
      }
      memref.store %0, %arg2[%c0] : memref<1xi32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<12xi32>
    %alloc_0 = memref.alloc() : memref<12xi32>
    %alloc_1 = memref.alloc() : memref<1xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@scan blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<12xi32>, %alloc_0 : memref<12xi32>, %alloc_1 : memref<1xi32>)
    %cast = memref.cast %alloc : memref<12xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_2 = memref.cast %alloc_0 : memref<12xi32> to memref<*xi32>
    call @printMemrefI32(%cast_2) : (memref<*xi32>) -> ()
    %cast_3 = memref.cast %alloc_1 : memref<1xi32> to memref<*xi32>
    call @printMemrefI32(%cast_3) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

