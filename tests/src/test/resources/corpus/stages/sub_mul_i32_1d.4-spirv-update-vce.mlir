module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @submul_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @submul_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @submul() "None" attributes {workgroup_attributions = 0 : i64} {
      %submul_arg_0_addr = spirv.mlir.addressof @submul_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i32, stride=4> [0])>, StorageBuffer>
      %submul_arg_1_addr = spirv.mlir.addressof @submul_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst10_i32 = spirv.Constant 10 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst7_i32 = spirv.Constant 7 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst10_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.IMul %0, %cst3_i32 : i32
        %3 = spirv.ISub %2, %cst5_i32 : i32
        %cst0_i32_0 = spirv.Constant 0 : i32
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst1_i32_2 = spirv.Constant 1 : i32
        %4 = spirv.AccessChain %submul_arg_0_addr[%cst0_i32_0, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %4, %3 : i32
        %5 = spirv.IMul %3, %3 : i32
        %6 = spirv.IMul %0, %cst7_i32 : i32
        %7 = spirv.ISub %5, %6 : i32
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst1_i32_5 = spirv.Constant 1 : i32
        %8 = spirv.AccessChain %submul_arg_1_addr[%cst0_i32_3, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %8, %7 : i32
        %9 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%9 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @submul
    spirv.ExecutionMode @submul "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @submul(%arg0: memref<10xi32>, %arg1: memref<10xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c10 = arith.constant 10 : index
      %c3_i32 = arith.constant 3 : i32
      %c5_i32 = arith.constant 5 : i32
      %c7_i32 = arith.constant 7 : i32
      scf.for %arg2 = %c0 to %c10 step %c1 {
        %0 = arith.index_cast %arg2 : index to i32
        %1 = arith.muli %0, %c3_i32 : i32
        %2 = arith.subi %1, %c5_i32 : i32
        memref.store %2, %arg0[%arg2] : memref<10xi32>
        %3 = arith.muli %2, %2 : i32
        %4 = arith.muli %0, %c7_i32 : i32
        %5 = arith.subi %3, %4 : i32
        memref.store %5, %arg1[%arg2] : memref<10xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<10xi32>
    %alloc_0 = memref.alloc() : memref<10xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@submul blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<10xi32>, %alloc_0 : memref<10xi32>)
    %cast = memref.cast %alloc : memref<10xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<10xi32> to memref<*xi32>
    call @printMemrefI32(%cast_1) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

