module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @bits(%arg0: memref<4x6xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c6 = arith.constant 6 : index
      %c4369_i32 = arith.constant 4369 : i32
      %c240_i32 = arith.constant 240 : i32
      %c4080_i32 = arith.constant 4080 : i32
      %c32769_i32 = arith.constant 32769 : i32
      %c65535_i32 = arith.constant 65535 : i32
      scf.for %arg1 = %c0 to %c6 step %c1 {
        %0 = arith.index_cast %arg1 : index to i32
        %1 = arith.muli %0, %c4369_i32 : i32
        %2 = arith.addi %1, %c240_i32 : i32
        memref.store %2, %arg0[%c0, %arg1] : memref<4x6xi32>
        %3 = arith.andi %2, %c4080_i32 : i32
        memref.store %3, %arg0[%c1, %arg1] : memref<4x6xi32>
        %4 = arith.ori %2, %c32769_i32 : i32
        memref.store %4, %arg0[%c2, %arg1] : memref<4x6xi32>
        %5 = arith.xori %2, %c65535_i32 : i32
        memref.store %5, %arg0[%c3, %arg1] : memref<4x6xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4x6xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@bits blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4x6xi32>)
    %cast = memref.cast %alloc : memref<4x6xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

