module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @absk_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @absk_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<9 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @absk_arg_2 bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @absk() "None" attributes {workgroup_attributions = 0 : i64} {
      %absk_arg_0_addr = spirv.mlir.addressof @absk_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>
      %absk_arg_1_addr = spirv.mlir.addressof @absk_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<9 x f32, stride=4> [0])>, StorageBuffer>
      %absk_arg_2_addr = spirv.mlir.addressof @absk_arg_2 : !spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst9_i32 = spirv.Constant 9 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst0_i32_0 = spirv.Constant 0 : i32
      %cst_f32 = spirv.Constant 2.500000e+00 : f32
      %cst_f32_1 = spirv.Constant 1.250000e+00 : f32
      %cst99_i32 = spirv.Constant 99 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst9_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.ISub %0, %cst4_i32 : i32
        %3 = spirv.SLessThan %2, %cst0_i32_0 : i32
        %4 = spirv.Variable : !spirv.ptr<i32, Function>
        spirv.mlir.selection {
          spirv.BranchConditional %3, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %15 = spirv.ISub %cst0_i32_0, %2 : i32
          spirv.Store "Function" %4, %15 : i32
          spirv.Branch ^bb3
        ^bb2:  // pred: ^bb0
          spirv.Store "Function" %4, %2 : i32
          spirv.Branch ^bb3
        ^bb3:  // 2 preds: ^bb1, ^bb2
          spirv.mlir.merge
        }
        %5 = spirv.Load "Function" %4 : i32
        %cst0_i32_2 = spirv.Constant 0 : i32
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst1_i32_4 = spirv.Constant 1 : i32
        %6 = spirv.AccessChain %absk_arg_0_addr[%cst0_i32_2, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %6, %5 : i32
        %7 = spirv.ConvertSToF %2 : i32 to f32
        %8 = spirv.FMul %7, %cst_f32_1 : f32
        %9 = spirv.FOrdGreaterThan %8, %cst_f32 : f32
        %10 = spirv.Variable : !spirv.ptr<f32, Function>
        spirv.mlir.selection {
          spirv.BranchConditional %9, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          spirv.Store "Function" %10, %cst_f32 : f32
          spirv.Branch ^bb3
        ^bb2:  // pred: ^bb0
          spirv.Store "Function" %10, %8 : f32
          spirv.Branch ^bb3
        ^bb3:  // 2 preds: ^bb1, ^bb2
          spirv.mlir.merge
        }
        %11 = spirv.Load "Function" %10 : f32
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst1_i32_7 = spirv.Constant 1 : i32
        %12 = spirv.AccessChain %absk_arg_1_addr[%cst0_i32_5, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<9 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %12, %11 : f32
        %cst0_i32_8 = spirv.Constant 0 : i32
        %cst0_i32_9 = spirv.Constant 0 : i32
        %cst1_i32_10 = spirv.Constant 1 : i32
        %13 = spirv.AccessChain %absk_arg_2_addr[%cst0_i32_8, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %13, %cst0_i32_0 : i32
        spirv.mlir.selection {
          spirv.BranchConditional %3, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %cst0_i32_11 = spirv.Constant 0 : i32
          %cst0_i32_12 = spirv.Constant 0 : i32
          %cst1_i32_13 = spirv.Constant 1 : i32
          %15 = spirv.AccessChain %absk_arg_2_addr[%cst0_i32_11, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<9 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
          spirv.Store "StorageBuffer" %15, %cst99_i32 : i32
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        %14 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%14 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @absk
    spirv.ExecutionMode @absk "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @absk(%arg0: memref<9xi32>, %arg1: memref<9xf32>, %arg2: memref<9xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c9 = arith.constant 9 : index
      %c4_i32 = arith.constant 4 : i32
      %c0_i32 = arith.constant 0 : i32
      %cst = arith.constant 2.500000e+00 : f32
      %cst_0 = arith.constant 1.250000e+00 : f32
      %c99_i32 = arith.constant 99 : i32
      scf.for %arg3 = %c0 to %c9 step %c1 {
        %0 = arith.index_cast %arg3 : index to i32
        %1 = arith.subi %0, %c4_i32 : i32
        %2 = arith.cmpi slt, %1, %c0_i32 : i32
        %3 = scf.if %2 -> (i32) {
          %8 = arith.subi %c0_i32, %1 : i32
          scf.yield %8 : i32
        } else {
          scf.yield %1 : i32
        }
        memref.store %3, %arg0[%arg3] : memref<9xi32>
        %4 = arith.sitofp %1 : i32 to f32
        %5 = arith.mulf %4, %cst_0 : f32
        %6 = arith.cmpf ogt, %5, %cst : f32
        %7 = scf.if %6 -> (f32) {
          scf.yield %cst : f32
        } else {
          scf.yield %5 : f32
        }
        memref.store %7, %arg1[%arg3] : memref<9xf32>
        memref.store %c0_i32, %arg2[%arg3] : memref<9xi32>
        scf.if %2 {
          memref.store %c99_i32, %arg2[%arg3] : memref<9xi32>
        }
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<9xi32>
    %alloc_0 = memref.alloc() : memref<9xf32>
    %alloc_1 = memref.alloc() : memref<9xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@absk blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<9xi32>, %alloc_0 : memref<9xf32>, %alloc_1 : memref<9xi32>)
    %cast = memref.cast %alloc : memref<9xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_2 = memref.cast %alloc_0 : memref<9xf32> to memref<*xf32>
    call @printMemrefF32(%cast_2) : (memref<*xf32>) -> ()
    %cast_3 = memref.cast %alloc_1 : memref<9xi32> to memref<*xi32>
    call @printMemrefI32(%cast_3) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

