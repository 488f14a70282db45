module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @bits_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<5 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @bits_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<5 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @bits_arg_2 bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<5 x f32, stride=4> [0])>, StorageBuffer>
    spirv.func @bits() "None" attributes {workgroup_attributions = 0 : i64} {
      %bits_arg_0_addr = spirv.mlir.addressof @bits_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<5 x f32, stride=4> [0])>, StorageBuffer>
      %bits_arg_1_addr = spirv.mlir.addressof @bits_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<5 x i32, stride=4> [0])>, StorageBuffer>
      %bits_arg_2_addr = spirv.mlir.addressof @bits_arg_2 : !spirv.ptr<!spirv.struct<(!spirv.array<5 x f32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst-2147483648_i32 = spirv.Constant -2147483648 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst5_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %cst0_i32_0 = spirv.Constant 0 : i32
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst1_i32_2 = spirv.Constant 1 : i32
        %2 = spirv.AccessChain %bits_arg_0_addr[%cst0_i32_0, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<5 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        %3 = spirv.Load "StorageBuffer" %2 : f32
        %4 = spirv.Bitcast %3 : f32 to i32
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst1_i32_5 = spirv.Constant 1 : i32
        %5 = spirv.AccessChain %bits_arg_1_addr[%cst0_i32_3, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<5 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %5, %4 : i32
        %6 = spirv.BitwiseXor %4, %cst-2147483648_i32 : i32
        %7 = spirv.Bitcast %6 : i32 to f32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst0_i32_7 = spirv.Constant 0 : i32
        %cst1_i32_8 = spirv.Constant 1 : i32
        %8 = spirv.AccessChain %bits_arg_2_addr[%cst0_i32_6, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<5 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %8, %7 : f32
        %9 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%9 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @bits
    spirv.ExecutionMode @bits "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @bits(%arg0: memref<5xf32>, %arg1: memref<5xi32>, %arg2: memref<5xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %c-2147483648_i32 = arith.constant -2147483648 : i32
      scf.for %arg3 = %c0 to %c5 step %c1 {
        %0 = memref.load %arg0[%arg3] : memref<5xf32>
        %1 = arith.bitcast %0 : f32 to i32
        memref.store %1, %arg1[%arg3] : memref<5xi32>
        %2 = arith.xori %1, %c-2147483648_i32 : i32
        %3 = arith.bitcast %2 : i32 to f32
        memref.store %3, %arg2[%arg3] : memref<5xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<5xf32>
    %alloc_0 = memref.alloc() : memref<5xi32>
    %alloc_1 = memref.alloc() : memref<5xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %cst = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant -2.000000e+00 : f32
    %cst_3 = arith.constant 1.000000e-01 : f32
    %cst_4 = arith.constant 0.000000e+00 : f32
    %cst_5 = arith.constant 3.40282347E+38 : f32
    memref.store %cst, %alloc[%c0] : memref<5xf32>
    memref.store %cst_2, %alloc[%c1] : memref<5xf32>
    memref.store %cst_3, %alloc[%c2] : memref<5xf32>
    memref.store %cst_4, %alloc[%c3] : memref<5xf32>
    memref.store %cst_5, %alloc[%c4] : memref<5xf32>
    gpu.launch_func  @kernels::@bits blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<5xf32>, %alloc_0 : memref<5xi32>, %alloc_1 : memref<5xf32>)
    %cast = memref.cast %alloc_0 : memref<5xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_6 = memref.cast %alloc_1 : memref<5xf32> to memref<*xf32>
    call @printMemrefF32(%cast_6) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

