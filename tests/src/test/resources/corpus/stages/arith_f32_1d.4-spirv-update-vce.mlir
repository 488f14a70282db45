module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @farith_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @farith_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @farith_arg_2 bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @farith_arg_3 bind(0, 3) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @farith_arg_4 bind(0, 4) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @farith_arg_5 bind(0, 5) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @farith_arg_6 bind(0, 6) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
    spirv.func @farith() "None" attributes {workgroup_attributions = 0 : i64} {
      %farith_arg_0_addr = spirv.mlir.addressof @farith_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
      %farith_arg_1_addr = spirv.mlir.addressof @farith_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
      %farith_arg_2_addr = spirv.mlir.addressof @farith_arg_2 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
      %farith_arg_3_addr = spirv.mlir.addressof @farith_arg_3 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
      %farith_arg_4_addr = spirv.mlir.addressof @farith_arg_4 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
      %farith_arg_5_addr = spirv.mlir.addressof @farith_arg_5 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
      %farith_arg_6_addr = spirv.mlir.addressof @farith_arg_6 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst6_i32 = spirv.Constant 6 : i32
      %cst_f32 = spirv.Constant 1.000000e+00 : f32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst6_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.ConvertSToF %0 : i32 to f32
        %3 = spirv.FAdd %2, %cst_f32 : f32
        %cst0_i32_0 = spirv.Constant 0 : i32
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst1_i32_2 = spirv.Constant 1 : i32
        %4 = spirv.AccessChain %farith_arg_0_addr[%cst0_i32_0, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        %5 = spirv.Load "StorageBuffer" %4 : f32
        %6 = spirv.FMul %5, %3 : f32
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst1_i32_5 = spirv.Constant 1 : i32
        %7 = spirv.AccessChain %farith_arg_1_addr[%cst0_i32_3, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        %8 = spirv.Load "StorageBuffer" %7 : f32
        %9 = spirv.FAdd %6, %8 : f32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst0_i32_7 = spirv.Constant 0 : i32
        %cst1_i32_8 = spirv.Constant 1 : i32
        %10 = spirv.AccessChain %farith_arg_2_addr[%cst0_i32_6, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %10, %9 : f32
        %11 = spirv.FSub %6, %8 : f32
        %cst0_i32_9 = spirv.Constant 0 : i32
        %cst0_i32_10 = spirv.Constant 0 : i32
        %cst1_i32_11 = spirv.Constant 1 : i32
        %12 = spirv.AccessChain %farith_arg_3_addr[%cst0_i32_9, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %12, %11 : f32
        %13 = spirv.FMul %6, %8 : f32
        %cst0_i32_12 = spirv.Constant 0 : i32
        %cst0_i32_13 = spirv.Constant 0 : i32
        %cst1_i32_14 = spirv.Constant 1 : i32
        %14 = spirv.AccessChain %farith_arg_4_addr[%cst0_i32_12, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %14, %13 : f32
        %15 = spirv.FDiv %8, %6 : f32
        %cst0_i32_15 = spirv.Constant 0 : i32
        %cst0_i32_16 = spirv.Constant 0 : i32
        %cst1_i32_17 = spirv.Constant 1 : i32
        %16 = spirv.AccessChain %farith_arg_5_addr[%cst0_i32_15, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %16, %15 : f32
        %17 = spirv.FNegate %6 : f32
        %cst0_i32_18 = spirv.Constant 0 : i32
        %cst0_i32_19 = spirv.Constant 0 : i32
        %cst1_i32_20 = spirv.Constant 1 : i32
        %18 = spirv.AccessChain %farith_arg_6_addr[%cst0_i32_18, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %18, %17 : f32
        %19 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%19 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @farith
    spirv.ExecutionMode @farith "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @farith(%arg0: memref<6xf32>, %arg1: memref<6xf32>, %arg2: memref<6xf32>, %arg3: memref<6xf32>, %arg4: memref<6xf32>, %arg5: memref<6xf32>, %arg6: memref<6xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %cst = arith.constant 1.000000e+00 : f32
      scf.for %arg7 = %c0 to %c6 step %c1 {
        %0 = arith.index_cast %arg7 : index to i32
        %1 = arith.sitofp %0 : i32 to f32
        %2 = arith.addf %1, %cst : f32
        %3 = memref.load %arg0[%arg7] : memref<6xf32>
        %4 = arith.mulf %3, %2 : f32
        %5 = memref.load %arg1[%arg7] : memref<6xf32>
        %6 = arith.addf %4, %5 : f32
        memref.store %6, %arg2[%arg7] : memref<6xf32>
        %7 = arith.subf %4, %5 : f32
        memref.store %7, %arg3[%arg7] : memref<6xf32>
        %8 = arith.mulf %4, %5 : f32
        memref.store %8, %arg4[%arg7] : memref<6xf32>
        %9 = arith.divf %5, %4 : f32
        memref.store %9, %arg5[%arg7] : memref<6xf32>
        %10 = arith.negf %4 : f32
        memref.store %10, %arg6[%arg7] : memref<6xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<6xf32>
    %alloc_0 = memref.alloc() : memref<6xf32>
    %alloc_1 = memref.alloc() : memref<6xf32>
    %alloc_2 = memref.alloc() : memref<6xf32>
    %alloc_3 = memref.alloc() : memref<6xf32>
    %alloc_4 = memref.alloc() : memref<6xf32>
    %alloc_5 = memref.alloc() : memref<6xf32>
    %cst = arith.constant 2.500000e+00 : f32
    %cst_6 = arith.constant -7.500000e-01 : f32
    %cast = memref.cast %alloc : memref<6xf32> to memref<?xf32>
    %cast_7 = memref.cast %alloc_0 : memref<6xf32> to memref<?xf32>
    call @fillF32Buffer1D(%cast, %cst) : (memref<?xf32>, f32) -> ()
    call @fillF32Buffer1D(%cast_7, %cst_6) : (memref<?xf32>, f32) -> ()
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@farith blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6xf32>, %alloc_0 : memref<6xf32>, %alloc_1 : memref<6xf32>, %alloc_2 : memref<6xf32>, %alloc_3 : memref<6xf32>, %alloc_4 : memref<6xf32>, %alloc_5 : memref<6xf32>)
    %cast_8 = memref.cast %alloc_1 : memref<6xf32> to memref<*xf32>
    call @printMemrefF32(%cast_8) : (memref<*xf32>) -> ()
    %cast_9 = memref.cast %alloc_2 : memref<6xf32> to memref<*xf32>
    call @printMemrefF32(%cast_9) : (memref<*xf32>) -> ()
    %cast_10 = memref.cast %alloc_3 : memref<6xf32> to memref<*xf32>
    call @printMemrefF32(%cast_10) : (memref<*xf32>) -> ()
    %cast_11 = memref.cast %alloc_4 : memref<6xf32> to memref<*xf32>
    call @printMemrefF32(%cast_11) : (memref<*xf32>) -> ()
    %cast_12 = memref.cast %alloc_5 : memref<6xf32> to memref<*xf32>
    call @printMemrefF32(%cast_12) : (memref<*xf32>) -> ()
    return
  }
  func.func private @fillF32Buffer1D(memref<?xf32>, f32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

