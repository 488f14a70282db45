module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @ma {
    gpu.func @fill(%arg0: memref<2x3xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c10 = arith.constant 10 : index
      scf.for %arg1 = %c0 to %c2 step %c1 {
        scf.for %arg2 = %c0 to %c3 step %c1 {
          %0 = arith.muli %arg1, %c10 : index
          %1 = arith.addi %0, %arg2 : index
          %2 = arith.index_cast %1 : index to i32
          memref.store %2, %arg0[%arg1, %arg2] : memref<2x3xi32>
        }
      }
      gpu.return
    }
    gpu.func @copy_plus(%arg0: memref<2x3xi32>, %arg1: memref<2x3xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c1_i32 = arith.constant 1 : i32
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c3 step %c1 {
          %0 = memref.load %arg0[%arg2, %arg3] : memref<2x3xi32>
          %1 = arith.addi %0, %c1_i32 : i32
          memref.store %1, %arg1[%arg2, %arg3] : memref<2x3xi32>
        }
      }
      gpu.return
    }
  }
  gpu.module @mb {
    gpu.func @twice(%arg0: memref<2x3xi32>, %arg1: memref<2x3xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c3 step %c1 {
          %0 = memref.load %arg0[%arg2, %arg3] : memref<2x3xi32>
          %1 = arith.addi %0, %0 : i32
          memref.store %1, %arg1[%arg2, %arg3] : memref<2x3xi32>
        }
      }
      gpu.return
    }
    gpu.func @swap_rows(%arg0: memref<2x3xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      scf.for %arg1 = %c0 to %c3 step %c1 {
        %0 = memref.load %arg0[%c0, %arg1] : memref<2x3xi32>
        %1 = memref.load %arg0[%c1, %arg1] : memref<2x3xi32>
        memref.store %1, %arg0[%c0, %arg1] : memref<2x3xi32>
        memref.store %0, %arg0[%c1, %arg1] : memref<2x3xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<2x3xi32>
    %alloc_0 = memref.alloc() : memref<2x3xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @ma::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<2x3xi32>)
    gpu.launch_func  @ma::@copy_plus blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<2x3xi32>, %alloc_0 : memref<2x3xi32>)
    gpu.launch_func  @mb::@twice blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc_0 : memref<2x3xi32>, %alloc : memref<2x3xi32>)
    gpu.launch_func  @mb::@swap_rows blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<2x3xi32>)
    gpu.launch_func  @ma::@copy_plus blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<2x3xi32>, %alloc_0 : memref<2x3xi32>)
    %cast = memref.cast %alloc : memref<2x3xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<2x3xi32> to memref<*xi32>
    call @printMemrefI32(%cast_1) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

