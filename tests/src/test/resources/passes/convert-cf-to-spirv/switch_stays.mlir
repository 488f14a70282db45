// cf_switch's kernel (outlined): cf.switch stays (MLIR has no pattern for it); the blocks it jumps to keep their types until a branch converts them.
// pipeline: builtin.module(convert-cf-to-spirv)
// Expected output (switch_stays.expected.mlir) recorded with mlir-opt-22 --pass-pipeline='builtin.module(convert-cf-to-spirv)'.
module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @classify(%arg0: memref<8xi32>, %arg1: memref<8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c100_i32 = arith.constant 100 : i32
      %c200_i32 = arith.constant 200 : i32
      %c1000_i32 = arith.constant 1000 : i32
      %c0_i32 = arith.constant 0 : i32
      cf.br ^bb1(%c0 : index)
    ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
      %1 = arith.cmpi slt, %0, %c8 : index
      cf.cond_br %1, ^bb2, ^bb6
    ^bb2:  // pred: ^bb1
      %2 = memref.load %arg0[%0] : memref<8xi32>
      cf.switch %2 : i32, [
        default: ^bb4(%2 : i32),
        0: ^bb5(%c100_i32 : i32),
        1: ^bb5(%c200_i32 : i32),
        5: ^bb3(%2 : i32),
        4294967289: ^bb3(%2 : i32)
      ]
    ^bb3(%3: i32):  // 2 preds: ^bb2, ^bb2
      %4 = arith.muli %3, %c1000_i32 : i32
      cf.br ^bb5(%4 : i32)
    ^bb4(%5: i32):  // pred: ^bb2
      %6 = arith.subi %c0_i32, %5 : i32
      cf.br ^bb5(%6 : i32)
    ^bb5(%7: i32):  // 4 preds: ^bb2, ^bb2, ^bb3, ^bb4
      memref.store %7, %arg1[%0] : memref<8xi32>
      %8 = arith.addi %0, %c1 : index
      cf.br ^bb1(%8 : index)
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
    %c5_i32 = arith.constant 5 : i32
    %c-7_i32 = arith.constant -7 : i32
    %c2_i32 = arith.constant 2 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c1_i32_1 = arith.constant 1 : i32
    %c9_i32 = arith.constant 9 : i32
    memref.store %c0_i32, %alloc[%c0] : memref<8xi32>
    memref.store %c1_i32, %alloc[%c1] : memref<8xi32>
    memref.store %c5_i32, %alloc[%c2] : memref<8xi32>
    memref.store %c-7_i32, %alloc[%c3] : memref<8xi32>
    memref.store %c2_i32, %alloc[%c4] : memref<8xi32>
    memref.store %c-1_i32, %alloc[%c5] : memref<8xi32>
    memref.store %c1_i32_1, %alloc[%c6] : memref<8xi32>
    memref.store %c9_i32, %alloc[%c7] : memref<8xi32>
    gpu.launch_func  @kernels::@classify blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<8xi32>, %alloc_0 : memref<8xi32>)
    %cast = memref.cast %alloc_0 : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

