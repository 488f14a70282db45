module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @stencil_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @stencil_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>
    spirv.func @stencil() "None" attributes {workgroup_attributions = 0 : i64} {
      %stencil_arg_0_addr = spirv.mlir.addressof @stencil_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>
      %stencil_arg_1_addr = spirv.mlir.addressof @stencil_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst6_i32 = spirv.Constant 6 : i32
      %cst_f32 = spirv.Constant 2.000000e-01 : f32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst6_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i32 : i32)
        ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb2
          %4 = spirv.SLessThan %3, %cst6_i32 : i32
          spirv.BranchConditional %4, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %5 = spirv.IMul %0, %0 : i32
          %6 = spirv.IMul %5, %3 : i32
          %7 = spirv.ConvertSToF %6 : i32 to f32
          %cst0_i32_0 = spirv.Constant 0 : i32
          %cst0_i32_1 = spirv.Constant 0 : i32
          %cst6_i32_2 = spirv.Constant 6 : i32
          %8 = spirv.IMul %0, %cst6_i32_2 : i32
          %cst1_i32_3 = spirv.Constant 1 : i32
          %9 = spirv.IAdd %3, %8 : i32
          %10 = spirv.AccessChain %stencil_arg_0_addr[%cst0_i32_0, %9] : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          spirv.Store "StorageBuffer" %10, %7 : f32
          %cst0_i32_4 = spirv.Constant 0 : i32
          %cst0_i32_5 = spirv.Constant 0 : i32
          %cst6_i32_6 = spirv.Constant 6 : i32
          %11 = spirv.IMul %0, %cst6_i32_6 : i32
          %cst1_i32_7 = spirv.Constant 1 : i32
          %12 = spirv.IAdd %3, %11 : i32
          %13 = spirv.AccessChain %stencil_arg_1_addr[%cst0_i32_4, %12] : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          spirv.Store "StorageBuffer" %13, %7 : f32
          %14 = spirv.IAdd %3, %cst1_i32 : i32
          spirv.Branch ^bb1(%14 : i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        %2 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%2 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst1_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst5_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst1_i32 : i32)
        ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb2
          %4 = spirv.SLessThan %3, %cst5_i32 : i32
          spirv.BranchConditional %4, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %5 = spirv.ISub %0, %cst1_i32 : i32
          %6 = spirv.IAdd %0, %cst1_i32 : i32
          %7 = spirv.ISub %3, %cst1_i32 : i32
          %8 = spirv.IAdd %3, %cst1_i32 : i32
          %cst0_i32_0 = spirv.Constant 0 : i32
          %cst0_i32_1 = spirv.Constant 0 : i32
          %cst6_i32_2 = spirv.Constant 6 : i32
          %9 = spirv.IMul %0, %cst6_i32_2 : i32
          %cst1_i32_3 = spirv.Constant 1 : i32
          %10 = spirv.IAdd %3, %9 : i32
          %11 = spirv.AccessChain %stencil_arg_0_addr[%cst0_i32_0, %10] : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          %12 = spirv.Load "StorageBuffer" %11 : f32
          %cst0_i32_4 = spirv.Constant 0 : i32
          %cst0_i32_5 = spirv.Constant 0 : i32
          %cst6_i32_6 = spirv.Constant 6 : i32
          %13 = spirv.IMul %5, %cst6_i32_6 : i32
          %cst1_i32_7 = spirv.Constant 1 : i32
          %14 = spirv.IAdd %3, %13 : i32
          %15 = spirv.AccessChain %stencil_arg_0_addr[%cst0_i32_4, %14] : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          %16 = spirv.Load "StorageBuffer" %15 : f32
          %cst0_i32_8 = spirv.Constant 0 : i32
          %cst0_i32_9 = spirv.Constant 0 : i32
          %cst6_i32_10 = spirv.Constant 6 : i32
          %17 = spirv.IMul %6, %cst6_i32_10 : i32
          %cst1_i32_11 = spirv.Constant 1 : i32
          %18 = spirv.IAdd %3, %17 : i32
          %19 = spirv.AccessChain %stencil_arg_0_addr[%cst0_i32_8, %18] : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          %20 = spirv.Load "StorageBuffer" %19 : f32
          %cst0_i32_12 = spirv.Constant 0 : i32
          %cst0_i32_13 = spirv.Constant 0 : i32
          %cst6_i32_14 = spirv.Constant 6 : i32
          %21 = spirv.IMul %0, %cst6_i32_14 : i32
          %cst1_i32_15 = spirv.Constant 1 : i32
          %22 = spirv.IAdd %7, %21 : i32
          %23 = spirv.AccessChain %stencil_arg_0_addr[%cst0_i32_12, %22] : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          %24 = spirv.Load "StorageBuffer" %23 : f32
          %cst0_i32_16 = spirv.Constant 0 : i32
          %cst0_i32_17 = spirv.Constant 0 : i32
          %cst6_i32_18 = spirv.Constant 6 : i32
          %25 = spirv.IMul %0, %cst6_i32_18 : i32
          %cst1_i32_19 = spirv.Constant 1 : i32
          %26 = spirv.IAdd %8, %25 : i32
          %27 = spirv.AccessChain %stencil_arg_0_addr[%cst0_i32_16, %26] : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          %28 = spirv.Load "StorageBuffer" %27 : f32
          %29 = spirv.FAdd %12, %16 : f32
          %30 = spirv.FAdd %29, %20 : f32
          %31 = spirv.FAdd %30, %24 : f32
          %32 = spirv.FAdd %31, %28 : f32
          %33 = spirv.FMul %32, %cst_f32 : f32
          %cst0_i32_20 = spirv.Constant 0 : i32
          %cst0_i32_21 = spirv.Constant 0 : i32
          %cst6_i32_22 = spirv.Constant 6 : i32
          %34 = spirv.IMul %0, %cst6_i32_22 : i32
          %cst1_i32_23 = spirv.Constant 1 : i32
          %35 = spirv.IAdd %3, %34 : i32
          %36 = spirv.AccessChain %stencil_arg_1_addr[%cst0_i32_20, %35] : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          spirv.Store "StorageBuffer" %36, %33 : f32
          %37 = spirv.IAdd %3, %cst1_i32 : i32
          spirv.Branch ^bb1(%37 : i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        %2 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%2 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @stencil
    spirv.ExecutionMode @stencil "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @stencil(%arg0: memref<6x6xf32>, %arg1: memref<6x6xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %cst = arith.constant 2.000000e-01 : f32
      scf.for %arg2 = %c0 to %c6 step %c1 {
        scf.for %arg3 = %c0 to %c6 step %c1 {
          %0 = arith.muli %arg2, %arg2 : index
          %1 = arith.muli %0, %arg3 : index
          %2 = arith.index_cast %1 : index to i32
          %3 = arith.sitofp %2 : i32 to f32
          memref.store %3, %arg0[%arg2, %arg3] : memref<6x6xf32>
          memref.store %3, %arg1[%arg2, %arg3] : memref<6x6xf32>
        }
      }
      scf.for %arg2 = %c1 to %c5 step %c1 {
        scf.for %arg3 = %c1 to %c5 step %c1 {
          %0 = arith.subi %arg2, %c1 : index
          %1 = arith.addi %arg2, %c1 : index
          %2 = arith.subi %arg3, %c1 : index
          %3 = arith.addi %arg3, %c1 : index
          %4 = memref.load %arg0[%arg2, %arg3] : memref<6x6xf32>
          %5 = memref.load %arg0[%0, %arg3] : memref<6x6xf32>
          %6 = memref.load %arg0[%1, %arg3] : memref<6x6xf32>
          %7 = memref.load %arg0[%arg2, %2] : memref<6x6xf32>
          %8 = memref.load %arg0[%arg2, %3] : memref<6x6xf32>
          %9 = arith.addf %4, %5 : f32
          %10 = arith.addf %9, %6 : f32
          %11 = arith.addf %10, %7 : f32
          %12 = arith.addf %11, %8 : f32
          %13 = arith.mulf %12, %cst : f32
          memref.store %13, %arg1[%arg2, %arg3] : memref<6x6xf32>
        }
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<6x6xf32>
    %alloc_0 = memref.alloc() : memref<6x6xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@stencil blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6x6xf32>, %alloc_0 : memref<6x6xf32>)
    %cast = memref.cast %alloc_0 : memref<6x6xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

