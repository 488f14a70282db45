module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.func @collatz(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, workgroup_attributions = 0 : i64} {
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst12_i32 = spirv.Constant 12 : i32
      %cst1_i32_0 = spirv.Constant 1 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst0_i32_1 = spirv.Constant 0 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst12_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.IAdd %0, %cst1_i32_0 : i32
        %3 = spirv.Variable : !spirv.ptr<i32, Function>
        %4 = spirv.Variable : !spirv.ptr<i32, Function>
        spirv.mlir.loop {
          spirv.Branch ^bb1(%2, %cst0_i32_1 : i32, i32)
        ^bb1(%9: i32, %10: i32):  // 2 preds: ^bb0, ^bb2
          %11 = spirv.INotEqual %9, %cst1_i32_0 : i32
          spirv.Store "Function" %3, %9 : i32
          spirv.Store "Function" %4, %10 : i32
          spirv.BranchConditional %11, ^bb2(%9, %10 : i32, i32), ^bb3
        ^bb2(%12: i32, %13: i32):  // pred: ^bb1
          %14 = spirv.UMod %12, %cst2_i32 : i32
          %15 = spirv.IEqual %14, %cst0_i32_1 : i32
          %16 = spirv.Variable : !spirv.ptr<i32, Function>
          spirv.mlir.selection {
            spirv.BranchConditional %15, ^bb1, ^bb2
          ^bb1:  // pred: ^bb0
            %19 = spirv.UDiv %12, %cst2_i32 : i32
            spirv.Store "Function" %16, %19 : i32
            spirv.Branch ^bb3
          ^bb2:  // pred: ^bb0
            %20 = spirv.IMul %12, %cst3_i32 : i32
            %21 = spirv.IAdd %20, %cst1_i32_0 : i32
            spirv.Store "Function" %16, %21 : i32
            spirv.Branch ^bb3
          ^bb3:  // 2 preds: ^bb1, ^bb2
            spirv.mlir.merge
          }
          %17 = spirv.Load "Function" %16 : i32
          %18 = spirv.IAdd %13, %cst1_i32_0 : i32
          spirv.Branch ^bb1(%17, %18 : i32, i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        %5 = spirv.Load "Function" %4 : i32
        %6 = spirv.Load "Function" %3 : i32
        %cst0_i32_2 = spirv.Constant 0 : i32
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst1_i32_4 = spirv.Constant 1 : i32
        %7 = spirv.AccessChain %arg0[%cst0_i32_2, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %7, %5 : i32
        %8 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%8 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
  }
  gpu.module @kernels {
    gpu.func @collatz(%arg0: memref<12xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c12 = arith.constant 12 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c3_i32 = arith.constant 3 : i32
      %c0_i32 = arith.constant 0 : i32
      scf.for %arg1 = %c0 to %c12 step %c1 {
        %0 = arith.index_cast %arg1 : index to i32
        %1 = arith.addi %0, %c1_i32 : i32
        %2:2 = scf.while (%arg2 = %1, %arg3 = %c0_i32) : (i32, i32) -> (i32, i32) {
          %3 = arith.cmpi ne, %arg2, %c1_i32 : i32
          scf.condition(%3) %arg2, %arg3 : i32, i32
        } do {
        ^bb0(%arg2: i32, %arg3: i32):
          %3 = arith.remui %arg2, %c2_i32 : i32
          %4 = arith.cmpi eq, %3, %c0_i32 : i32
          %5 = scf.if %4 -> (i32) {
            %7 = arith.divui %arg2, %c2_i32 : i32
            scf.yield %7 : i32
          } else {
            %7 = arith.muli %arg2, %c3_i32 : i32
            %8 = arith.addi %7, %c1_i32 : i32
            scf.yield %8 : i32
          }
          %6 = arith.addi %arg3, %c1_i32 : i32
          scf.yield %5, %6 : i32, i32
        }
        memref.store %2#1, %arg0[%arg1] : memref<12xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<12xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@collatz blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<12xi32>)
    %cast = memref.cast %alloc : memref<12xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

