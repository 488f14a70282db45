module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_variable_pointers]>, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64]>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.func @matmul(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %arg1: !spirv.ptr<!spirv.struct<(!spirv.array<15 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}, %arg2: !spirv.ptr<!spirv.struct<(!spirv.array<20 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 2)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, workgroup_attributions = 0 : i64} {
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst_f32 = spirv.Constant 5.000000e-01 : f32
      %cst_f32_0 = spirv.Constant 2.000000e+00 : f32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst4_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i32 : i32)
        ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb2
          %4 = spirv.SLessThan %3, %cst3_i32 : i32
          spirv.BranchConditional %4, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %5 = spirv.IAdd %0, %3 : i32
          %6 = spirv.ConvertSToF %5 : i32 to f32
          %7 = spirv.FMul %6, %cst_f32 : f32
          %cst0_i32_1 = spirv.Constant 0 : i32
          %cst0_i32_2 = spirv.Constant 0 : i32
          %cst3_i32_3 = spirv.Constant 3 : i32
          %8 = spirv.IMul %0, %cst3_i32_3 : i32
          %cst1_i32_4 = spirv.Constant 1 : i32
          %9 = spirv.IAdd %3, %8 : i32
          %10 = spirv.AccessChain %arg0[%cst0_i32_1, %9] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          spirv.Store "StorageBuffer" %10, %7 : f32
          %11 = spirv.IAdd %3, %cst1_i32 : i32
          spirv.Branch ^bb1(%11 : i32)
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
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i32 : i32)
        ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb2
          %4 = spirv.SLessThan %3, %cst5_i32 : i32
          spirv.BranchConditional %4, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %5 = spirv.ConvertSToF %0 : i32 to f32
          %6 = spirv.ConvertSToF %3 : i32 to f32
          %7 = spirv.FMul %6, %cst_f32_0 : f32
          %8 = spirv.FSub %5, %7 : f32
          %cst0_i32_1 = spirv.Constant 0 : i32
          %cst0_i32_2 = spirv.Constant 0 : i32
          %cst5_i32_3 = spirv.Constant 5 : i32
          %9 = spirv.IMul %0, %cst5_i32_3 : i32
          %cst1_i32_4 = spirv.Constant 1 : i32
          %10 = spirv.IAdd %3, %9 : i32
          %11 = spirv.AccessChain %arg1[%cst0_i32_1, %10] : !spirv.ptr<!spirv.struct<(!spirv.array<15 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          spirv.Store "StorageBuffer" %11, %8 : f32
          %12 = spirv.IAdd %3, %cst1_i32 : i32
          spirv.Branch ^bb1(%12 : i32)
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
        %1 = spirv.SLessThan %0, %cst4_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i32 : i32)
        ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb2
          %4 = spirv.SLessThan %3, %cst5_i32 : i32
          spirv.BranchConditional %4, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %cst0_i32_1 = spirv.Constant 0 : i32
          %cst0_i32_2 = spirv.Constant 0 : i32
          %cst5_i32_3 = spirv.Constant 5 : i32
          %5 = spirv.IMul %0, %cst5_i32_3 : i32
          %cst1_i32_4 = spirv.Constant 1 : i32
          %6 = spirv.IAdd %3, %5 : i32
          %7 = spirv.AccessChain %arg2[%cst0_i32_1, %6] : !spirv.ptr<!spirv.struct<(!spirv.array<20 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          %8 = spirv.Load "StorageBuffer" %7 : f32
          %9 = spirv.Variable : !spirv.ptr<f32, Function>
          spirv.mlir.loop {
            spirv.Branch ^bb1(%cst0_i32, %8 : i32, f32)
          ^bb1(%15: i32, %16: f32):  // 2 preds: ^bb0, ^bb2
            %17 = spirv.SLessThan %15, %cst3_i32 : i32
            spirv.BranchConditional %17, ^bb2, ^bb3
          ^bb2:  // pred: ^bb1
            %cst0_i32_9 = spirv.Constant 0 : i32
            %cst0_i32_10 = spirv.Constant 0 : i32
            %cst3_i32_11 = spirv.Constant 3 : i32
            %18 = spirv.IMul %0, %cst3_i32_11 : i32
            %cst1_i32_12 = spirv.Constant 1 : i32
            %19 = spirv.IAdd %15, %18 : i32
            %20 = spirv.AccessChain %arg0[%cst0_i32_9, %19] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
            %21 = spirv.Load "StorageBuffer" %20 : f32
            %cst0_i32_13 = spirv.Constant 0 : i32
            %cst0_i32_14 = spirv.Constant 0 : i32
            %cst5_i32_15 = spirv.Constant 5 : i32
            %22 = spirv.IMul %15, %cst5_i32_15 : i32
            %cst1_i32_16 = spirv.Constant 1 : i32
            %23 = spirv.IAdd %3, %22 : i32
            %24 = spirv.AccessChain %arg1[%cst0_i32_13, %23] : !spirv.ptr<!spirv.struct<(!spirv.array<15 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
            %25 = spirv.Load "StorageBuffer" %24 : f32
            %26 = spirv.FMul %21, %25 : f32
            %27 = spirv.FAdd %16, %26 : f32
            spirv.Store "Function" %9, %27 : f32
            %28 = spirv.IAdd %15, %cst1_i32 : i32
            spirv.Branch ^bb1(%28, %27 : i32, f32)
          ^bb3:  // pred: ^bb1
            spirv.mlir.merge
          }
          %10 = spirv.Load "Function" %9 : f32
          %cst0_i32_5 = spirv.Constant 0 : i32
          %cst0_i32_6 = spirv.Constant 0 : i32
          %cst5_i32_7 = spirv.Constant 5 : i32
          %11 = spirv.IMul %0, %cst5_i32_7 : i32
          %cst1_i32_8 = spirv.Constant 1 : i32
          %12 = spirv.IAdd %3, %11 : i32
          %13 = spirv.AccessChain %arg2[%cst0_i32_5, %12] : !spirv.ptr<!spirv.struct<(!spirv.array<20 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          spirv.Store "StorageBuffer" %13, %10 : f32
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
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @matmul(%arg0: memref<4x3xf32>, %arg1: memref<3x5xf32>, %arg2: memref<4x5xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %cst = arith.constant 5.000000e-01 : f32
      %cst_0 = arith.constant 2.000000e+00 : f32
      scf.for %arg3 = %c0 to %c4 step %c1 {
        scf.for %arg4 = %c0 to %c3 step %c1 {
          %0 = arith.addi %arg3, %arg4 : index
          %1 = arith.index_cast %0 : index to i32
          %2 = arith.sitofp %1 : i32 to f32
          %3 = arith.mulf %2, %cst : f32
          memref.store %3, %arg0[%arg3, %arg4] : memref<4x3xf32>
        }
      }
      scf.for %arg3 = %c0 to %c3 step %c1 {
        scf.for %arg4 = %c0 to %c5 step %c1 {
          %0 = arith.index_cast %arg3 : index to i32
          %1 = arith.index_cast %arg4 : index to i32
          %2 = arith.sitofp %0 : i32 to f32
          %3 = arith.sitofp %1 : i32 to f32
          %4 = arith.mulf %3, %cst_0 : f32
          %5 = arith.subf %2, %4 : f32
          memref.store %5, %arg1[%arg3, %arg4] : memref<3x5xf32>
        }
      }
      scf.for %arg3 = %c0 to %c4 step %c1 {
        scf.for %arg4 = %c0 to %c5 step %c1 {
          %0 = memref.load %arg2[%arg3, %arg4] : memref<4x5xf32>
          %1 = scf.for %arg5 = %c0 to %c3 step %c1 iter_args(%arg6 = %0) -> (f32) {
            %2 = memref.load %arg0[%arg3, %arg5] : memref<4x3xf32>
            %3 = memref.load %arg1[%arg5, %arg4] : memref<3x5xf32>
            %4 = arith.mulf %2, %3 : f32
            %5 = arith.addf %arg6, %4 : f32
            scf.yield %5 : f32
          }
          memref.store %1, %arg2[%arg3, %arg4] : memref<4x5xf32>
        }
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4x3xf32>
    %alloc_0 = memref.alloc() : memref<3x5xf32>
    %alloc_1 = memref.alloc() : memref<4x5xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %cast = memref.cast %alloc_1 : memref<4x5xf32> to memref<?x?xf32>
    call @fillF32Buffer2D(%cast, %cst) : (memref<?x?xf32>, f32) -> ()
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@matmul blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4x3xf32>, %alloc_0 : memref<3x5xf32>, %alloc_1 : memref<4x5xf32>)
    %cast_2 = memref.cast %alloc : memref<4x3xf32> to memref<*xf32>
    call @printMemrefF32(%cast_2) : (memref<*xf32>) -> ()
    %cast_3 = memref.cast %alloc_1 : memref<4x5xf32> to memref<*xf32>
    call @printMemrefF32(%cast_3) : (memref<*xf32>) -> ()
    return
  }
  func.func private @fillF32Buffer2D(memref<?x?xf32>, f32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

