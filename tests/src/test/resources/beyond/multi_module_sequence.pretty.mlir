module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @iota_mod {
    gpu.func @iota(%arg0: memref<6xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      scf.for %arg1 = %c0 to %c6 step %c1 {
        %0 = arith.index_cast %arg1 : index to i32
        memref.store %0, %arg0[%arg1] : memref<6xi32>
      }
      gpu.return
    }
  }
  gpu.module @square_mod {
    gpu.func @square(%arg0: memref<6xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      scf.for %arg1 = %c0 to %c6 step %c1 {
        %0 = memref.load %arg0[%arg1] : memref<6xi32>
        %1 = arith.muli %0, %0 : i32
        memref.store %1, %arg0[%arg1] : memref<6xi32>
      }
      gpu.return
    }
  }
  gpu.module @sub_mod {
    gpu.func @sub_from_100(%arg0: memref<6xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %c100_i32 = arith.constant 100 : i32
      scf.for %arg1 = %c0 to %c6 step %c1 {
        %0 = memref.load %arg0[%arg1] : memref<6xi32>
        %1 = arith.subi %c100_i32, %0 : i32
        memref.store %1, %arg0[%arg1] : memref<6xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<6xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @iota_mod::@iota blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6xi32>)
    gpu.launch_func  @square_mod::@square blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6xi32>)
    gpu.launch_func  @sub_mod::@sub_from_100 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6xi32>)
    gpu.launch_func  @square_mod::@square blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6xi32>)
    %cast = memref.cast %alloc : memref<6xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

