module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.GlobalVariable @step_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @step_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @step() "None" attributes {workgroup_attributions = 0 : i64} {
      %step_arg_0_addr = spirv.mlir.addressof @step_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>
      %step_arg_1_addr = spirv.mlir.addressof @step_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst6_i32 = spirv.Constant 6 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst6_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %cst0_i32_0 = spirv.Constant 0 : i32
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst1_i32_2 = spirv.Constant 1 : i32
        %2 = spirv.AccessChain %step_arg_0_addr[%cst0_i32_0, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        %3 = spirv.Load "StorageBuffer" %2 : i32
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst1_i32_5 = spirv.Constant 1 : i32
        %4 = spirv.AccessChain %step_arg_1_addr[%cst0_i32_3, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        %5 = spirv.Load "StorageBuffer" %4 : i32
        %6 = spirv.IAdd %3, %3 : i32
        %7 = spirv.IAdd %6, %5 : i32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst0_i32_7 = spirv.Constant 0 : i32
        %cst1_i32_8 = spirv.Constant 1 : i32
        %8 = spirv.AccessChain %step_arg_0_addr[%cst0_i32_6, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %8, %7 : i32
        %9 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%9 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @step
    spirv.ExecutionMode @step "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @step(%arg0: memref<6xi32>, %arg1: memref<6xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      scf.for %arg2 = %c0 to %c6 step %c1 {
        %0 = memref.load %arg0[%arg2] : memref<6xi32>
        %1 = memref.load %arg1[%arg2] : memref<6xi32>
        %2 = arith.addi %0, %0 : i32
        %3 = arith.addi %2, %1 : i32
        memref.store %3, %arg0[%arg2] : memref<6xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<6xi32>
    %alloc_0 = memref.alloc() : memref<6xi32>
    %c1_i32 = arith.constant 1 : i32
    %c3_i32 = arith.constant 3 : i32
    %cast = memref.cast %alloc : memref<6xi32> to memref<?xi32>
    %cast_1 = memref.cast %alloc_0 : memref<6xi32> to memref<?xi32>
    call @fillI32Buffer(%cast, %c1_i32) : (memref<?xi32>, i32) -> ()
    call @fillI32Buffer(%cast_1, %c3_i32) : (memref<?xi32>, i32) -> ()
    %c1 = arith.constant 1 : index
    %cast_2 = memref.cast %alloc : memref<6xi32> to memref<*xi32>
    gpu.launch_func  @kernels::@step blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6xi32>, %alloc_0 : memref<6xi32>)
    call @printMemrefI32(%cast_2) : (memref<*xi32>) -> ()
    gpu.launch_func  @kernels::@step blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6xi32>, %alloc_0 : memref<6xi32>)
    gpu.launch_func  @kernels::@step blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6xi32>, %alloc_0 : memref<6xi32>)
    call @printMemrefI32(%cast_2) : (memref<*xi32>) -> ()
    return
  }
  func.func private @fillI32Buffer(memref<?xi32>, i32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

