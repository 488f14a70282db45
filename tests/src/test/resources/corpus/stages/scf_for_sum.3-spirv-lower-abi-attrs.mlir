module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.GlobalVariable @sum_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @sum_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<1 x f32, stride=4> [0])>, StorageBuffer>
    spirv.func @sum() "None" attributes {workgroup_attributions = 0 : i64} {
      %sum_arg_0_addr = spirv.mlir.addressof @sum_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>
      %sum_arg_1_addr = spirv.mlir.addressof @sum_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<1 x f32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst101_i32 = spirv.Constant 101 : i32
      %cst0_i32_0 = spirv.Constant 0 : i32
      %cst_f32 = spirv.Constant 0.000000e+00 : f32
      %cst_f32_1 = spirv.Constant 5.000000e-01 : f32
      %0 = spirv.Variable : !spirv.ptr<i32, Function>
      %1 = spirv.Variable : !spirv.ptr<f32, Function>
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst1_i32, %cst0_i32_0, %cst_f32 : i32, i32, f32)
      ^bb1(%6: i32, %7: i32, %8: f32):  // 2 preds: ^bb0, ^bb2
        %9 = spirv.SLessThan %6, %cst101_i32 : i32
        spirv.BranchConditional %9, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %10 = spirv.IAdd %7, %6 : i32
        %11 = spirv.ConvertSToF %6 : i32 to f32
        %12 = spirv.FMul %11, %cst_f32_1 : f32
        %13 = spirv.FMul %12, %12 : f32
        %14 = spirv.FAdd %8, %13 : f32
        spirv.Store "Function" %0, %10 : i32
        spirv.Store "Function" %1, %14 : f32
        %15 = spirv.IAdd %6, %cst1_i32 : i32
        spirv.Branch ^bb1(%15, %10, %14 : i32, i32, f32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      %2 = spirv.Load "Function" %1 : f32
      %3 = spirv.Load "Function" %0 : i32
      %cst0_i32_2 = spirv.Constant 0 : i32
      %cst0_i32_3 = spirv.Constant 0 : i32
      %cst1_i32_4 = spirv.Constant 1 : i32
      %4 = spirv.AccessChain %sum_arg_0_addr[%cst0_i32_2, %cst0_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %4, %3 : i32
      %cst0_i32_5 = spirv.Constant 0 : i32
      %cst0_i32_6 = spirv.Constant 0 : i32
      %cst1_i32_7 = spirv.Constant 1 : i32
      %5 = spirv.AccessChain %sum_arg_1_addr[%cst0_i32_5, %cst0_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<1 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %5, %2 : f32
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @sum
    spirv.ExecutionMode @sum "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @sum(%arg0: memref<1xi32>, %arg1: memref<1xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c101 = arith.constant 101 : index
      %c0_i32 = arith.constant 0 : i32
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 5.000000e-01 : f32
      %0:2 = scf.for %arg2 = %c1 to %c101 step %c1 iter_args(%arg3 = %c0_i32, %arg4 = %cst) -> (i32, f32) {
        %1 = arith.index_cast %arg2 : index to i32
        %2 = arith.addi %arg3, %1 : i32
        %3 = arith.sitofp %1 : i32 to f32
        %4 = arith.mulf %3, %cst_0 : f32
        %5 = arith.mulf %4, %4 : f32
        %6 = arith.addf %arg4, %5 : f32
        scf.yield %2, %6 : i32, f32
      }
      memref.store %0#0, %arg0[%c0] : memref<1xi32>
      memref.store %0#1, %arg1[%c0] : memref<1xf32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<1xi32>
    %alloc_0 = memref.alloc() : memref<1xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@sum blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<1xi32>, %alloc_0 : memref<1xf32>)
    %cast = memref.cast %alloc : memref<1xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<1xf32> to memref<*xf32>
    call @printMemrefF32(%cast_1) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

