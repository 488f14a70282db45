module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @diamond(%arg0: memref<8xi32>, %arg1: memref<2xi32>, %arg2: memref<8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %0 = builtin.unrealized_conversion_cast %c0 : index to i32
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c0_i32 = arith.constant 0 : i32
      %c-2_i32 = arith.constant -2 : i32
      %c100_i32 = arith.constant 100 : i32
      %1 = memref.load %arg1[%c0] : memref<2xi32>
      %2 = arith.cmpi eq, %1, %c0_i32 : i32
      spirv.BranchConditional %2, ^bb1, ^bb2(%0 : i32)
    ^bb1:  // pred: ^bb0
      gpu.return
    ^bb2(%3: i32):  // 2 preds: ^bb0, ^bb6
      %4 = builtin.unrealized_conversion_cast %3 : i32 to index
      %5 = arith.cmpi slt, %4, %c8 : index
      spirv.BranchConditional %5, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      %6 = memref.load %arg0[%4] : memref<8xi32>
      %7 = arith.cmpi slt, %6, %c0_i32 : i32
      spirv.BranchConditional %7, ^bb4(%6 : i32), ^bb5
    ^bb4(%8: i32):  // pred: ^bb3
      %9 = arith.muli %8, %c-2_i32 : i32
      spirv.Branch ^bb6(%9 : i32)
    ^bb5:  // pred: ^bb3
      %10 = arith.addi %6, %c100_i32 : i32
      spirv.Branch ^bb6(%10 : i32)
    ^bb6(%11: i32):  // 2 preds: ^bb4, ^bb5
      memref.store %11, %arg2[%4] : memref<8xi32>
      %12 = arith.addi %4, %c1 : index
      %13 = builtin.unrealized_conversion_cast %12 : index to i32
      spirv.Branch ^bb2(%13 : i32)
    ^bb7:  // pred: ^bb2
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<8xi32>
    %alloc_0 = memref.alloc() : memref<2xi32>
    %alloc_1 = memref.alloc() : memref<2xi32>
    %alloc_2 = memref.alloc() : memref<8xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c5_i32 = arith.constant 5 : i32
    %c-3_i32 = arith.constant -3 : i32
    %c0_i32 = arith.constant 0 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c7_i32 = arith.constant 7 : i32
    %c-100_i32 = arith.constant -100 : i32
    %c20_i32 = arith.constant 20 : i32
    %c12_i32 = arith.constant 12 : i32
    memref.store %c5_i32, %alloc[%c0] : memref<8xi32>
    memref.store %c-3_i32, %alloc[%c1] : memref<8xi32>
    memref.store %c0_i32, %alloc[%c2] : memref<8xi32>
    memref.store %c-1_i32, %alloc[%c3] : memref<8xi32>
    memref.store %c7_i32, %alloc[%c4] : memref<8xi32>
    memref.store %c-100_i32, %alloc[%c5] : memref<8xi32>
    memref.store %c20_i32, %alloc[%c6] : memref<8xi32>
    memref.store %c12_i32, %alloc[%c7] : memref<8xi32>
    %c1_i32 = arith.constant 1 : i32
    %c1_i32_3 = arith.constant 1 : i32
    memref.store %c1_i32, %alloc_0[%c0] : memref<2xi32>
    memref.store %c1_i32_3, %alloc_0[%c1] : memref<2xi32>
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    memref.store %c0_i32_4, %alloc_1[%c0] : memref<2xi32>
    memref.store %c0_i32_5, %alloc_1[%c1] : memref<2xi32>
    gpu.launch_func  @kernels::@diamond blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<8xi32>, %alloc_0 : memref<2xi32>, %alloc_2 : memref<8xi32>)
    gpu.launch_func  @kernels::@diamond blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<8xi32>, %alloc_1 : memref<2xi32>, %alloc_2 : memref<8xi32>)
    %cast = memref.cast %alloc_2 : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

