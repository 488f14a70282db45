module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @many_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @many_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @many_arg_2 bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @many_arg_3 bind(0, 3) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @many_arg_4 bind(0, 4) : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @many_arg_5 bind(0, 5) : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @many() "None" attributes {workgroup_attributions = 0 : i64} {
      %many_arg_0_addr = spirv.mlir.addressof @many_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>
      %many_arg_1_addr = spirv.mlir.addressof @many_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>
      %many_arg_2_addr = spirv.mlir.addressof @many_arg_2 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>
      %many_arg_3_addr = spirv.mlir.addressof @many_arg_3 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
      %many_arg_4_addr = spirv.mlir.addressof @many_arg_4 : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
      %many_arg_5_addr = spirv.mlir.addressof @many_arg_5 : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst0_i32_0 = spirv.Constant 0 : i32
      %cst1_i32_1 = spirv.Constant 1 : i32
      %0 = spirv.Variable : !spirv.ptr<i32, Function>
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32, %cst0_i32_0 : i32, i32)
      ^bb1(%3: i32, %4: i32):  // 2 preds: ^bb0, ^bb2
        %5 = spirv.SLessThan %3, %cst4_i32 : i32
        spirv.BranchConditional %5, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst1_i32_7 = spirv.Constant 1 : i32
        %6 = spirv.AccessChain %many_arg_0_addr[%cst0_i32_5, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        %7 = spirv.Load "StorageBuffer" %6 : i32
        %cst0_i32_8 = spirv.Constant 0 : i32
        %cst0_i32_9 = spirv.Constant 0 : i32
        %cst1_i32_10 = spirv.Constant 1 : i32
        %8 = spirv.AccessChain %many_arg_1_addr[%cst0_i32_8, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        %9 = spirv.Load "StorageBuffer" %8 : i32
        %cst0_i32_11 = spirv.Constant 0 : i32
        %cst0_i32_12 = spirv.Constant 0 : i32
        %cst1_i32_13 = spirv.Constant 1 : i32
        %10 = spirv.AccessChain %many_arg_2_addr[%cst0_i32_11, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        %11 = spirv.Load "StorageBuffer" %10 : i32
        %12 = spirv.ISub %7, %3 : i32
        %13 = spirv.IMul %12, %9 : i32
        %14 = spirv.IAdd %13, %11 : i32
        %cst0_i32_14 = spirv.Constant 0 : i32
        %cst0_i32_15 = spirv.Constant 0 : i32
        %cst1_i32_16 = spirv.Constant 1 : i32
        %15 = spirv.AccessChain %many_arg_2_addr[%cst0_i32_14, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %15, %14 : i32
        %cst0_i32_17 = spirv.Constant 0 : i32
        %cst0_i32_18 = spirv.Constant 0 : i32
        %cst1_i32_19 = spirv.Constant 1 : i32
        %16 = spirv.AccessChain %many_arg_3_addr[%cst0_i32_17, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        %17 = spirv.Load "StorageBuffer" %16 : f32
        %18 = spirv.ConvertSToF %14 : i32 to f32
        %19 = spirv.FMul %18, %17 : f32
        %cst0_i32_20 = spirv.Constant 0 : i32
        %cst0_i32_21 = spirv.Constant 0 : i32
        %cst4_i32_22 = spirv.Constant 4 : i32
        %cst0_i32_23 = spirv.Constant 0 : i32
        %cst1_i32_24 = spirv.Constant 1 : i32
        %20 = spirv.AccessChain %many_arg_4_addr[%cst0_i32_20, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %20, %19 : f32
        %21 = spirv.FAdd %18, %17 : f32
        %cst0_i32_25 = spirv.Constant 0 : i32
        %cst0_i32_26 = spirv.Constant 0 : i32
        %cst4_i32_27 = spirv.Constant 4 : i32
        %cst4_i32_28 = spirv.Constant 4 : i32
        %cst1_i32_29 = spirv.Constant 1 : i32
        %22 = spirv.IAdd %3, %cst4_i32_28 : i32
        %23 = spirv.AccessChain %many_arg_4_addr[%cst0_i32_25, %22] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %23, %21 : f32
        %24 = spirv.SGreaterThan %14, %cst0_i32_0 : i32
        %25 = spirv.Select %24, %cst1_i32_1, %cst0_i32_0 : i1, i32
        %26 = spirv.IAdd %4, %25 : i32
        spirv.Store "Function" %0, %26 : i32
        %27 = spirv.IAdd %3, %cst1_i32 : i32
        spirv.Branch ^bb1(%27, %26 : i32, i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      %1 = spirv.Load "Function" %0 : i32
      %cst0_i32_2 = spirv.Constant 0 : i32
      %cst0_i32_3 = spirv.Constant 0 : i32
      %cst1_i32_4 = spirv.Constant 1 : i32
      %2 = spirv.AccessChain %many_arg_5_addr[%cst0_i32_2, %cst0_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %2, %1 : i32
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @many
    spirv.ExecutionMode @many "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @many(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>, %arg3: memref<4xf32>, %arg4: memref<2x4xf32>, %arg5: memref<1xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %0 = scf.for %arg6 = %c0 to %c4 step %c1 iter_args(%arg7 = %c0_i32) -> (i32) {
        %1 = memref.load %arg0[%arg6] : memref<4xi32>
        %2 = memref.load %arg1[%arg6] : memref<4xi32>
        %3 = memref.load %arg2[%arg6] : memref<4xi32>
        %4 = arith.index_cast %arg6 : index to i32
        %5 = arith.subi %1, %4 : i32
        %6 = arith.muli %5, %2 : i32
        %7 = arith.addi %6, %3 : i32
        memref.store %7, %arg2[%arg6] : memref<4xi32>
        %8 = memref.load %arg3[%arg6] : memref<4xf32>
        %9 = arith.sitofp %7 : i32 to f32
        %10 = arith.mulf %9, %8 : f32
        memref.store %10, %arg4[%c0, %arg6] : memref<2x4xf32>
        %11 = arith.addf %9, %8 : f32
        memref.store %11, %arg4[%c1, %arg6] : memref<2x4xf32>
        %12 = arith.cmpi sgt, %7, %c0_i32 : i32
        %13 = arith.select %12, %c1_i32, %c0_i32 : i32
        %14 = arith.addi %arg7, %13 : i32
        scf.yield %14 : i32
      }
      memref.store %0, %arg5[%c0] : memref<1xi32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4xi32>
    %alloc_0 = memref.alloc() : memref<4xi32>
    %alloc_1 = memref.alloc() : memref<4xi32>
    %alloc_2 = memref.alloc() : memref<4xf32>
    %alloc_3 = memref.alloc() : memref<2x4xf32>
    %alloc_4 = memref.alloc() : memref<1xi32>
    %c2_i32 = arith.constant 2 : i32
    %c-5_i32 = arith.constant -5 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant 2.500000e-01 : f32
    %cast = memref.cast %alloc : memref<4xi32> to memref<?xi32>
    %cast_5 = memref.cast %alloc_0 : memref<4xi32> to memref<?xi32>
    %cast_6 = memref.cast %alloc_1 : memref<4xi32> to memref<?xi32>
    %cast_7 = memref.cast %alloc_2 : memref<4xf32> to memref<?xf32>
    call @fillI32Buffer(%cast, %c2_i32) : (memref<?xi32>, i32) -> ()
    call @fillI32Buffer(%cast_5, %c-5_i32) : (memref<?xi32>, i32) -> ()
    call @fillI32Buffer(%cast_6, %c1_i32) : (memref<?xi32>, i32) -> ()
    call @fillF32Buffer1D(%cast_7, %cst) : (memref<?xf32>, f32) -> ()
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@many blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4xi32>, %alloc_0 : memref<4xi32>, %alloc_1 : memref<4xi32>, %alloc_2 : memref<4xf32>, %alloc_3 : memref<2x4xf32>, %alloc_4 : memref<1xi32>)
    %cast_8 = memref.cast %alloc_1 : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%cast_8) : (memref<*xi32>) -> ()
    %cast_9 = memref.cast %alloc_3 : memref<2x4xf32> to memref<*xf32>
    call @printMemrefF32(%cast_9) : (memref<*xf32>) -> ()
    %cast_10 = memref.cast %alloc_4 : memref<1xi32> to memref<*xi32>
    call @printMemrefI32(%cast_10) : (memref<*xi32>) -> ()
    return
  }
  func.func private @fillI32Buffer(memref<?xi32>, i32) attributes {llvm.emit_c_interface}
  func.func private @fillF32Buffer1D(memref<?xf32>, f32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

