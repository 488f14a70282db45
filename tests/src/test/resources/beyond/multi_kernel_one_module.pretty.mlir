module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @init(%arg0: memref<8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %0 = arith.index_cast %arg1 : index to i32
        memref.store %0, %arg0[%arg1] : memref<8xi32>
      }
      gpu.return
    }
    gpu.func @add5(%arg0: memref<8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c5_i32 = arith.constant 5 : i32
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %0 = memref.load %arg0[%arg1] : memref<8xi32>
        %1 = arith.addi %0, %c5_i32 : i32
        memref.store %1, %arg0[%arg1] : memref<8xi32>
      }
      gpu.return
    }
    gpu.func @scale3(%arg0: memref<8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c3_i32 = arith.constant 3 : i32
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %0 = memref.load %arg0[%arg1] : memref<8xi32>
        %1 = arith.muli %0, %c3_i32 : i32
        memref.store %1, %arg0[%arg1] : memref<8xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<8xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@init blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<8xi32>)
    gpu.launch_func  @kernels::@add5 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<8xi32>)
    gpu.launch_func  @kernels::@scale3 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<8xi32>)
    gpu.launch_func  @kernels::@add5 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<8xi32>)
    %cast = memref.cast %alloc : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

