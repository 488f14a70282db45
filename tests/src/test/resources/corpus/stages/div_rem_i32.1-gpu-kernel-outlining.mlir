module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @divrem(%arg0: memref<4x8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c8 = arith.constant 8 : index
      %c17_i32 = arith.constant 17 : i32
      %c60_i32 = arith.constant 60 : i32
      %c7_i32 = arith.constant 7 : i32
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %0 = arith.index_cast %arg1 : index to i32
        %1 = arith.muli %0, %c17_i32 : i32
        %2 = arith.subi %1, %c60_i32 : i32
        memref.store %2, %arg0[%c0, %arg1] : memref<4x8xi32>
        %3 = arith.divsi %2, %c7_i32 : i32
        memref.store %3, %arg0[%c1, %arg1] : memref<4x8xi32>
        %4 = arith.divui %2, %c7_i32 : i32
        memref.store %4, %arg0[%c2, %arg1] : memref<4x8xi32>
        %5 = arith.remui %2, %c7_i32 : i32
        memref.store %5, %arg0[%c3, %arg1] : memref<4x8xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4x8xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@divrem blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4x8xi32>)
    %cast = memref.cast %alloc : memref<4x8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

