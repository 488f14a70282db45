module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @diverge(%arg0: memref<4x8xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 1, 1]>} {
      %block_id_x = gpu.block_id  x
      %thread_id_x = gpu.thread_id  x
      %0 = arith.index_cast %block_id_x : index to i32
      %1 = arith.index_cast %thread_id_x : index to i32
      %2 = arith.sitofp %0 : i32 to f32
      %3 = arith.sitofp %1 : i32 to f32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %4 = arith.andi %1, %c1_i32 : i32
      %5 = arith.cmpi eq, %4, %c0_i32 : i32
      %6 = scf.if %5 -> (f32) {
        %cst = arith.constant 1.500000e+00 : f32
        %7 = arith.mulf %3, %cst : f32
        %8 = arith.addf %7, %2 : f32
        scf.yield %8 : f32
      } else {
        %cst = arith.constant 2.500000e-01 : f32
        %7 = arith.negf %2 : f32
        %8 = arith.mulf %cst, %3 : f32
        %9 = arith.subf %7, %8 : f32
        scf.yield %9 : f32
      }
      memref.store %6, %arg0[%block_id_x, %thread_id_x] : memref<4x8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4x8xf32>
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func  @kernels::@diverge blocks in (%c4, %c1, %c1) threads in (%c8, %c1, %c1)  args(%alloc : memref<4x8xf32>)
    %cast = memref.cast %alloc : memref<4x8xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

