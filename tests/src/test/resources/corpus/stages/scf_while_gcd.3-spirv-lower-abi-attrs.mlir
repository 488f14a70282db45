module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 {
    spirv.GlobalVariable @gcd_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @gcd_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @gcd_arg_2 bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @gcd() "None" attributes {workgroup_attributions = 0 : i64} {
      %gcd_arg_0_addr = spirv.mlir.addressof @gcd_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>
      %gcd_arg_1_addr = spirv.mlir.addressof @gcd_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>
      %gcd_arg_2_addr = spirv.mlir.addressof @gcd_arg_2 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst6_i32 = spirv.Constant 6 : i32
      %cst0_i32_0 = spirv.Constant 0 : i32
      %cst21_i32 = spirv.Constant 21 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst6_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst0_i32_2 = spirv.Constant 0 : i32
        %cst1_i32_3 = spirv.Constant 1 : i32
        %2 = spirv.AccessChain %gcd_arg_0_addr[%cst0_i32_1, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        %3 = spirv.Load "StorageBuffer" %2 : i32
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst1_i32_6 = spirv.Constant 1 : i32
        %4 = spirv.AccessChain %gcd_arg_1_addr[%cst0_i32_4, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        %5 = spirv.Load "StorageBuffer" %4 : i32
        %6 = spirv.IMul %0, %cst21_i32 : i32
        %7 = spirv.IAdd %5, %6 : i32
        %8 = spirv.Variable : !spirv.ptr<i32, Function>
        %9 = spirv.Variable : !spirv.ptr<i32, Function>
        spirv.mlir.loop {
          spirv.Branch ^bb1(%3, %7 : i32, i32)
        ^bb1(%14: i32, %15: i32):  // 2 preds: ^bb0, ^bb2
          %16 = spirv.INotEqual %15, %cst0_i32_0 : i32
          spirv.Store "Function" %8, %14 : i32
          spirv.Store "Function" %9, %15 : i32
          spirv.BranchConditional %16, ^bb2(%14, %15 : i32, i32), ^bb3
        ^bb2(%17: i32, %18: i32):  // pred: ^bb1
          %19 = spirv.UMod %17, %18 : i32
          spirv.Branch ^bb1(%18, %19 : i32, i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        %10 = spirv.Load "Function" %9 : i32
        %11 = spirv.Load "Function" %8 : i32
        %cst0_i32_7 = spirv.Constant 0 : i32
        %cst0_i32_8 = spirv.Constant 0 : i32
        %cst1_i32_9 = spirv.Constant 1 : i32
        %12 = spirv.AccessChain %gcd_arg_2_addr[%cst0_i32_7, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %12, %11 : i32
        %13 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%13 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @gcd
    spirv.ExecutionMode @gcd "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @gcd(%arg0: memref<6xi32>, %arg1: memref<6xi32>, %arg2: memref<6xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %c0_i32 = arith.constant 0 : i32
      %c21_i32 = arith.constant 21 : i32
      scf.for %arg3 = %c0 to %c6 step %c1 {
        %0 = memref.load %arg0[%arg3] : memref<6xi32>
        %1 = memref.load %arg1[%arg3] : memref<6xi32>
        %2 = arith.index_cast %arg3 : index to i32
        %3 = arith.muli %2, %c21_i32 : i32
        %4 = arith.addi %1, %3 : i32
        %5:2 = scf.while (%arg4 = %0, %arg5 = %4) : (i32, i32) -> (i32, i32) {
          %6 = arith.cmpi ne, %arg5, %c0_i32 : i32
          scf.condition(%6) %arg4, %arg5 : i32, i32
        } do {
        ^bb0(%arg4: i32, %arg5: i32):
          %6 = arith.remui %arg4, %arg5 : i32
          scf.yield %arg5, %6 : i32, i32
        }
        memref.store %5#0, %arg2[%arg3] : memref<6xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<6xi32>
    %alloc_0 = memref.alloc() : memref<6xi32>
    %alloc_1 = memref.alloc() : memref<6xi32>
    %c1071_i32 = arith.constant 1071 : i32
    %c462_i32 = arith.constant 462 : i32
    %cast = memref.cast %alloc : memref<6xi32> to memref<?xi32>
    %cast_2 = memref.cast %alloc_0 : memref<6xi32> to memref<?xi32>
    call @fillI32Buffer(%cast, %c1071_i32) : (memref<?xi32>, i32) -> ()
    call @fillI32Buffer(%cast_2, %c462_i32) : (memref<?xi32>, i32) -> ()
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@gcd blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6xi32>, %alloc_0 : memref<6xi32>, %alloc_1 : memref<6xi32>)
    %cast_3 = memref.cast %alloc_1 : memref<6xi32> to memref<*xi32>
    call @printMemrefI32(%cast_3) : (memref<*xi32>) -> ()
    return
  }
  func.func private @fillI32Buffer(memref<?xi32>, i32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

