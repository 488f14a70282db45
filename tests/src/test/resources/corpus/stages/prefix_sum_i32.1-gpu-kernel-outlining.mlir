module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @scan(%arg0: memref<12xi32>, %arg1: memref<12xi32>, %arg2: memref<1xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c12 = arith.constant 12 : index
      %c0_i32 = arith.constant 0 : i32
      %c5_i32 = arith.constant 5 : i32
      %c7_i32 = arith.constant 7 : i32
      scf.for %arg3 = %c0 to %c12 step %c1 {
        %1 = arith.index_cast %arg3 : index to i32
        %2 = arith.muli %1, %c7_i32 : i32
        %3 = arith.remui %2, %c5_i32 : i32
        memref.store %3, %arg0[%arg3] : memref<12xi32>
      }
      %0 = scf.for %arg3 = %c0 to %c12 step %c1 iter_args(%arg4 = %c0_i32) -> (i32) {
        %1 = memref.load %arg0[%arg3] : memref<12xi32>
        %2 = arith.addi %arg4, %1 : i32
        memref.store %2, %arg1[%arg3] : memref<12xi32>
        scf.yield %2 : i32
      }
      memref.store %0, %arg2[%c0] : memref<1xi32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<12xi32>
    %alloc_0 = memref.alloc() : memref<12xi32>
    %alloc_1 = memref.alloc() : memref<1xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@scan blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<12xi32>, %alloc_0 : memref<12xi32>, %alloc_1 : memref<1xi32>)
    %cast = memref.cast %alloc : memref<12xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_2 = memref.cast %alloc_0 : memref<12xi32> to memref<*xi32>
    call @printMemrefI32(%cast_2) : (memref<*xi32>) -> ()
    %cast_3 = memref.cast %alloc_1 : memref<1xi32> to memref<*xi32>
    call @printMemrefI32(%cast_3) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

