module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @mix(%arg0: memref<8xf32>, %arg1: memref<8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %global_id_x = gpu.global_id  x
      %thread_id_x = gpu.thread_id  x
      %0 = arith.index_cast %global_id_x : index to i32
      %1 = arith.index_cast %thread_id_x : index to i32
      %2 = arith.sitofp %0 : i32 to f32
      %c1_i32 = arith.constant 1 : i32
      %3 = arith.andi %1, %c1_i32 : i32
      %4 = arith.cmpi eq, %3, %c1_i32 : i32
      cf.cond_br %4, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %5 = math.sqrt %2 : f32
      cf.br ^bb3(%5 : f32)
    ^bb2:  // pred: ^bb0
      %cst = arith.constant -7.500000e-01 : f32
      %6 = arith.mulf %cst, %2 : f32
      %7 = math.floor %6 : f32
      cf.br ^bb3(%7 : f32)
    ^bb3(%8: f32):  // 2 preds: ^bb1, ^bb2
      memref.store %8, %arg0[%global_id_x] : memref<8xf32>
      %c4_i32 = arith.constant 4 : i32
      %c3_i32 = arith.constant 3 : i32
      %9 = arith.subi %0, %c4_i32 : i32
      %10 = arith.remsi %9, %c3_i32 : i32
      %11 = arith.maxui %10, %c1_i32 : i32
      memref.store %11, %arg1[%global_id_x] : memref<8xi32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<8xf32>
    %alloc_0 = memref.alloc() : memref<8xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func  @kernels::@mix blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)  args(%alloc : memref<8xf32>, %alloc_0 : memref<8xi32>)
    %cast = memref.cast %alloc : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%cast_1) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

