module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.func @classify(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<7 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %arg1: !spirv.ptr<!spirv.struct<(!spirv.array<14 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}, %arg2: !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 2)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, workgroup_attributions = 0 : i64} {
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst7_i32 = spirv.Constant 7 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst0_i32_0 = spirv.Constant 0 : i32
      %cst1_i32_1 = spirv.Constant 1 : i32
      %cst-1_i32 = spirv.Constant -1 : i32
      %cst100_i32 = spirv.Constant 100 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%7: i32):  // 2 preds: ^bb0, ^bb2
        %8 = spirv.SLessThan %7, %cst7_i32 : i32
        spirv.BranchConditional %8, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %9 = spirv.ISub %7, %cst3_i32 : i32
        %10 = spirv.SLessThan %9, %cst0_i32_0 : i32
        %11 = spirv.Variable : !spirv.ptr<i32, Function>
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          spirv.Store "Function" %11, %cst-1_i32 : i32
          spirv.Branch ^bb3
        ^bb2:  // pred: ^bb0
          %22 = spirv.IEqual %9, %cst0_i32_0 : i32
          %23 = spirv.Variable : !spirv.ptr<i32, Function>
          spirv.mlir.selection {
            spirv.BranchConditional %22, ^bb1, ^bb2
          ^bb1:  // pred: ^bb0
            spirv.Store "Function" %23, %cst0_i32_0 : i32
            spirv.Branch ^bb3
          ^bb2:  // pred: ^bb0
            spirv.Store "Function" %23, %cst1_i32_1 : i32
            spirv.Branch ^bb3
          ^bb3:  // 2 preds: ^bb1, ^bb2
            spirv.mlir.merge
          }
          %24 = spirv.Load "Function" %23 : i32
          spirv.Store "Function" %11, %24 : i32
          spirv.Branch ^bb3
        ^bb3:  // 2 preds: ^bb1, ^bb2
          spirv.mlir.merge
        }
        %12 = spirv.Load "Function" %11 : i32
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst1_i32_7 = spirv.Constant 1 : i32
        %13 = spirv.AccessChain %arg0[%cst0_i32_5, %7] : !spirv.ptr<!spirv.struct<(!spirv.array<7 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %13, %12 : i32
        %14 = spirv.Variable : !spirv.ptr<i32, Function>
        %15 = spirv.Variable : !spirv.ptr<i32, Function>
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          spirv.Store "Function" %14, %9 : i32
          spirv.Store "Function" %15, %cst0_i32_0 : i32
          spirv.Branch ^bb3
        ^bb2:  // pred: ^bb0
          %22 = spirv.IMul %9, %9 : i32
          spirv.Store "Function" %14, %cst0_i32_0 : i32
          spirv.Store "Function" %15, %22 : i32
          spirv.Branch ^bb3
        ^bb3:  // 2 preds: ^bb1, ^bb2
          spirv.mlir.merge
        }
        %16 = spirv.Load "Function" %15 : i32
        %17 = spirv.Load "Function" %14 : i32
        %cst0_i32_8 = spirv.Constant 0 : i32
        %cst0_i32_9 = spirv.Constant 0 : i32
        %cst7_i32_10 = spirv.Constant 7 : i32
        %cst0_i32_11 = spirv.Constant 0 : i32
        %cst1_i32_12 = spirv.Constant 1 : i32
        %18 = spirv.AccessChain %arg1[%cst0_i32_8, %7] : !spirv.ptr<!spirv.struct<(!spirv.array<14 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %18, %17 : i32
        %cst0_i32_13 = spirv.Constant 0 : i32
        %cst0_i32_14 = spirv.Constant 0 : i32
        %cst7_i32_15 = spirv.Constant 7 : i32
        %cst7_i32_16 = spirv.Constant 7 : i32
        %cst1_i32_17 = spirv.Constant 1 : i32
        %19 = spirv.IAdd %7, %cst7_i32_16 : i32
        %20 = spirv.AccessChain %arg1[%cst0_i32_13, %19] : !spirv.ptr<!spirv.struct<(!spirv.array<14 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %20, %16 : i32
        %21 = spirv.IAdd %7, %cst1_i32 : i32
        spirv.Branch ^bb1(%21 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      %0 = spirv.Variable : !spirv.ptr<i32, Function>
      %1 = spirv.Variable : !spirv.ptr<i32, Function>
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst1_i32_1, %cst0_i32_0 : i32, i32)
      ^bb1(%7: i32, %8: i32):  // 2 preds: ^bb0, ^bb2
        %9 = spirv.SLessThanEqual %7, %cst100_i32 : i32
        spirv.Store "Function" %0, %7 : i32
        spirv.Store "Function" %1, %8 : i32
        spirv.BranchConditional %9, ^bb2(%7, %8 : i32, i32), ^bb3
      ^bb2(%10: i32, %11: i32):  // pred: ^bb1
        %12 = spirv.BitwiseAnd %11, %cst1_i32_1 : i32
        %13 = spirv.INotEqual %12, %cst0_i32_0 : i32
        %14 = spirv.IAdd %10, %10 : i32
        %15 = spirv.Variable : !spirv.ptr<i32, Function>
        spirv.mlir.selection {
          spirv.BranchConditional %13, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %18 = spirv.IAdd %14, %cst1_i32_1 : i32
          spirv.Store "Function" %15, %18 : i32
          spirv.Branch ^bb3
        ^bb2:  // pred: ^bb0
          spirv.Store "Function" %15, %14 : i32
          spirv.Branch ^bb3
        ^bb3:  // 2 preds: ^bb1, ^bb2
          spirv.mlir.merge
        }
        %16 = spirv.Load "Function" %15 : i32
        %17 = spirv.IAdd %11, %cst1_i32_1 : i32
        spirv.Branch ^bb1(%16, %17 : i32, i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      %2 = spirv.Load "Function" %1 : i32
      %3 = spirv.Load "Function" %0 : i32
      %4 = spirv.IMul %2, %cst100_i32 : i32
      %5 = spirv.IAdd %4, %3 : i32
      %cst0_i32_2 = spirv.Constant 0 : i32
      %cst0_i32_3 = spirv.Constant 0 : i32
      %cst1_i32_4 = spirv.Constant 1 : i32
      %6 = spirv.AccessChain %arg2[%cst0_i32_2, %cst0_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %6, %5 : i32
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @classify(%arg0: memref<7xi32>, %arg1: memref<2x7xi32>, %arg2: memref<1xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c7 = arith.constant 7 : index
      %c3_i32 = arith.constant 3 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c-1_i32 = arith.constant -1 : i32
      %c100_i32 = arith.constant 100 : i32
      scf.for %arg3 = %c0 to %c7 step %c1 {
        %3 = arith.index_cast %arg3 : index to i32
        %4 = arith.subi %3, %c3_i32 : i32
        %5 = arith.cmpi slt, %4, %c0_i32 : i32
        %6 = scf.if %5 -> (i32) {
          scf.yield %c-1_i32 : i32
        } else {
          %8 = arith.cmpi eq, %4, %c0_i32 : i32
          %9 = scf.if %8 -> (i32) {
            scf.yield %c0_i32 : i32
          } else {
            scf.yield %c1_i32 : i32
          }
          scf.yield %9 : i32
        }
        memref.store %6, %arg0[%arg3] : memref<7xi32>
        %7:2 = scf.if %5 -> (i32, i32) {
          scf.yield %4, %c0_i32 : i32, i32
        } else {
          %8 = arith.muli %4, %4 : i32
          scf.yield %c0_i32, %8 : i32, i32
        }
        memref.store %7#0, %arg1[%c0, %arg3] : memref<2x7xi32>
        memref.store %7#1, %arg1[%c1, %arg3] : memref<2x7xi32>
      }
      %0:2 = scf.while (%arg3 = %c1_i32, %arg4 = %c0_i32) : (i32, i32) -> (i32, i32) {
        %3 = arith.cmpi sle, %arg3, %c100_i32 : i32
        scf.condition(%3) %arg3, %arg4 : i32, i32
      } do {
      ^bb0(%arg3: i32, %arg4: i32):
        %3 = arith.andi %arg4, %c1_i32 : i32
        %4 = arith.cmpi ne, %3, %c0_i32 : i32
        %5 = arith.addi %arg3, %arg3 : i32
        %6 = scf.if %4 -> (i32) {
          %8 = arith.addi %5, %c1_i32 : i32
          scf.yield %8 : i32
        } else {
          scf.yield %5 : i32
        }
        %7 = arith.addi %arg4, %c1_i32 : i32
        scf.yield %6, %7 : i32, i32
      }
      %1 = arith.muli %0#1, %c100_i32 : i32
      %2 = arith.addi %1, %0#0 : i32
      memref.store %2, %arg2[%c0] : memref<1xi32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<7xi32>
    %alloc_0 = memref.alloc() : memref<2x7xi32>
    %alloc_1 = memref.alloc() : memref<1xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@classify blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<7xi32>, %alloc_0 : memref<2x7xi32>, %alloc_1 : memref<1xi32>)
    %cast = memref.cast %alloc : memref<7xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_2 = memref.cast %alloc_0 : memref<2x7xi32> to memref<*xi32>
    call @printMemrefI32(%cast_2) : (memref<*xi32>) -> ()
    %cast_3 = memref.cast %alloc_1 : memref<1xi32> to memref<*xi32>
    call @printMemrefI32(%cast_3) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

