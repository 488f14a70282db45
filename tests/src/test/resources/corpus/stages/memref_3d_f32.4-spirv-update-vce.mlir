module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @cube_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<24 x f32, stride=4> [0])>, StorageBuffer>
    spirv.func @cube() "None" attributes {workgroup_attributions = 0 : i64} {
      %cube_arg_0_addr = spirv.mlir.addressof @cube_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<24 x f32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst_f32 = spirv.Constant 5.000000e-01 : f32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst2_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i32 : i32)
        ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb2
          %4 = spirv.SLessThan %3, %cst3_i32 : i32
          spirv.BranchConditional %4, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          spirv.mlir.loop {
            spirv.Branch ^bb1(%cst0_i32 : i32)
          ^bb1(%6: i32):  // 2 preds: ^bb0, ^bb2
            %7 = spirv.SLessThan %6, %cst4_i32 : i32
            spirv.BranchConditional %7, ^bb2, ^bb3
          ^bb2:  // pred: ^bb1
            %cst0_i32_0 = spirv.Constant 0 : i32
            %cst0_i32_1 = spirv.Constant 0 : i32
            %cst12_i32 = spirv.Constant 12 : i32
            %8 = spirv.IMul %0, %cst12_i32 : i32
            %cst4_i32_2 = spirv.Constant 4 : i32
            %9 = spirv.IMul %3, %cst4_i32_2 : i32
            %10 = spirv.IAdd %9, %8 : i32
            %cst1_i32_3 = spirv.Constant 1 : i32
            %11 = spirv.IAdd %6, %10 : i32
            %12 = spirv.AccessChain %cube_arg_0_addr[%cst0_i32_0, %11] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
            %13 = spirv.Load "StorageBuffer" %12 : f32
            %14 = spirv.ConvertSToF %0 : i32 to f32
            %15 = spirv.ConvertSToF %3 : i32 to f32
            %16 = spirv.ConvertSToF %6 : i32 to f32
            %17 = spirv.FMul %13, %14 : f32
            %18 = spirv.FAdd %17, %15 : f32
            %19 = spirv.FMul %16, %cst_f32 : f32
            %20 = spirv.FSub %18, %19 : f32
            %cst0_i32_4 = spirv.Constant 0 : i32
            %cst0_i32_5 = spirv.Constant 0 : i32
            %cst12_i32_6 = spirv.Constant 12 : i32
            %21 = spirv.IMul %0, %cst12_i32_6 : i32
            %cst4_i32_7 = spirv.Constant 4 : i32
            %22 = spirv.IMul %3, %cst4_i32_7 : i32
            %23 = spirv.IAdd %22, %21 : i32
            %cst1_i32_8 = spirv.Constant 1 : i32
            %24 = spirv.IAdd %6, %23 : i32
            %25 = spirv.AccessChain %cube_arg_0_addr[%cst0_i32_4, %24] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
            spirv.Store "StorageBuffer" %25, %20 : f32
            %26 = spirv.IAdd %6, %cst1_i32 : i32
            spirv.Branch ^bb1(%26 : i32)
          ^bb3:  // pred: ^bb1
            spirv.mlir.merge
          }
          %5 = spirv.IAdd %3, %cst1_i32 : i32
          spirv.Branch ^bb1(%5 : i32)
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
    spirv.EntryPoint "GLCompute" @cube
    spirv.ExecutionMode @cube "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @cube(%arg0: memref<2x3x4xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %cst = arith.constant 5.000000e-01 : f32
      scf.for %arg1 = %c0 to %c2 step %c1 {
        scf.for %arg2 = %c0 to %c3 step %c1 {
          scf.for %arg3 = %c0 to %c4 step %c1 {
            %0 = memref.load %arg0[%arg1, %arg2, %arg3] : memref<2x3x4xf32>
            %1 = arith.index_cast %arg1 : index to i32
            %2 = arith.index_cast %arg2 : index to i32
            %3 = arith.index_cast %arg3 : index to i32
            %4 = arith.sitofp %1 : i32 to f32
            %5 = arith.sitofp %2 : i32 to f32
            %6 = arith.sitofp %3 : i32 to f32
            %7 = arith.mulf %0, %4 : f32
            %8 = arith.addf %7, %5 : f32
            %9 = arith.mulf %6, %cst : f32
            %10 = arith.subf %8, %9 : f32
            memref.store %10, %arg0[%arg1, %arg2, %arg3] : memref<2x3x4xf32>
          }
        }
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<2x3x4xf32>
    %cst = arith.constant 3.000000e+00 : f32
    %cast = memref.cast %alloc : memref<2x3x4xf32> to memref<?x?x?xf32>
    call @fillF32Buffer3D(%cast, %cst) : (memref<?x?x?xf32>, f32) -> ()
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@cube blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<2x3x4xf32>)
    %cast_0 = memref.cast %alloc : memref<2x3x4xf32> to memref<*xf32>
    call @printMemrefF32(%cast_0) : (memref<*xf32>) -> ()
    return
  }
  func.func private @fillF32Buffer3D(memref<?x?x?xf32>, f32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

