module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @tri(%arg0: memref<8xi32>, %arg1: memref<8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %0 = builtin.unrealized_conversion_cast %c0 : index to i32
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      spirv.Branch ^bb1(%0 : i32)
    ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb5
      %2 = builtin.unrealized_conversion_cast %1 : i32 to index
      %3 = arith.cmpi slt, %2, %c8 : index
      spirv.BranchConditional %3, ^bb2, ^bb6
    ^bb2:  // pred: ^bb1
      %4 = memref.load %arg0[%2] : memref<8xi32>
      spirv.Branch ^bb3(%c1_i32, %c0_i32 : i32, i32)
    ^bb3(%5: i32, %6: i32):  // 2 preds: ^bb2, ^bb4
      %7 = arith.cmpi sle, %5, %4 : i32
      spirv.BranchConditional %7, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %8 = arith.addi %6, %5 : i32
      %9 = arith.addi %5, %c1_i32 : i32
      spirv.Branch ^bb3(%9, %8 : i32, i32)
    ^bb5:  // pred: ^bb3
      memref.store %6, %arg1[%2] : memref<8xi32>
      %10 = arith.addi %2, %c1 : index
      %11 = builtin.unrealized_conversion_cast %10 : index to i32
      spirv.Branch ^bb1(%11 : i32)
    ^bb6:  // pred: ^bb1
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<8xi32>
    %alloc_0 = memref.alloc() : memref<8xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %c10_i32 = arith.constant 10 : i32
    %c-5_i32 = arith.constant -5 : i32
    %c100_i32 = arith.constant 100 : i32
    memref.store %c0_i32, %alloc[%c0] : memref<8xi32>
    memref.store %c1_i32, %alloc[%c1] : memref<8xi32>
    memref.store %c2_i32, %alloc[%c2] : memref<8xi32>
    memref.store %c3_i32, %alloc[%c3] : memref<8xi32>
    memref.store %c4_i32, %alloc[%c4] : memref<8xi32>
    memref.store %c10_i32, %alloc[%c5] : memref<8xi32>
    memref.store %c-5_i32, %alloc[%c6] : memref<8xi32>
    memref.store %c100_i32, %alloc[%c7] : memref<8xi32>
    gpu.launch_func  @kernels::@tri blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<8xi32>, %alloc_0 : memref<8xi32>)
    %cast = memref.cast %alloc_0 : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

