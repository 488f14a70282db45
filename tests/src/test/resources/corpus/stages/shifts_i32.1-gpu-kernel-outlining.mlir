module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @shifts(%arg0: memref<3x8xi32>, %arg1: memref<3x8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c-1000_i32 = arith.constant -1000 : i32
      %c1000_i32 = arith.constant 1000 : i32
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %0 = arith.index_cast %arg2 : index to i32
        %1 = arith.shli %c-1000_i32, %0 : i32
        memref.store %1, %arg0[%c0, %arg2] : memref<3x8xi32>
        %2 = arith.shrsi %c-1000_i32, %0 : i32
        memref.store %2, %arg0[%c1, %arg2] : memref<3x8xi32>
        %3 = arith.shrui %c-1000_i32, %0 : i32
        memref.store %3, %arg0[%c2, %arg2] : memref<3x8xi32>
        %4 = arith.shli %c1000_i32, %0 : i32
        memref.store %4, %arg1[%c0, %arg2] : memref<3x8xi32>
        %5 = arith.shrsi %c1000_i32, %0 : i32
        memref.store %5, %arg1[%c1, %arg2] : memref<3x8xi32>
        %6 = arith.shrui %c1000_i32, %0 : i32
        memref.store %6, %arg1[%c2, %arg2] : memref<3x8xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<3x8xi32>
    %alloc_0 = memref.alloc() : memref<3x8xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@shifts blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<3x8xi32>, %alloc_0 : memref<3x8xi32>)
    %cast = memref.cast %alloc : memref<3x8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<3x8xi32> to memref<*xi32>
    call @printMemrefI32(%cast_1) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

