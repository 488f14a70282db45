module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @m1 {
    gpu.func @k(%arg0: memref<4xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %arg1 = %c0 to %c4 step %c1 {
        %0 = memref.load %arg0[%arg1] : memref<4xi32>
        %1 = arith.addi %0, %0 : i32
        memref.store %1, %arg0[%arg1] : memref<4xi32>
      }
      gpu.return
    }
  }
  gpu.module @m2 {
    gpu.func @k(%arg0: memref<4xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c1_i32 = arith.constant 1 : i32
      scf.for %arg1 = %c0 to %c4 step %c1 {
        %0 = memref.load %arg0[%arg1] : memref<4xi32>
        %1 = arith.addi %0, %c1_i32 : i32
        memref.store %1, %arg0[%arg1] : memref<4xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    memref.store %c1_i32, %alloc[%c0] : memref<4xi32>
    memref.store %c2_i32, %alloc[%c1] : memref<4xi32>
    memref.store %c3_i32, %alloc[%c2] : memref<4xi32>
    memref.store %c4_i32, %alloc[%c3] : memref<4xi32>
    gpu.launch_func  @m2::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4xi32>)
    gpu.launch_func  @m1::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4xi32>)
    gpu.launch_func  @m2::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4xi32>)
    gpu.launch_func  @m1::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4xi32>)
    %cast = memref.cast %alloc : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

