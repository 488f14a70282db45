module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @wrap(%arg0: memref<4x4xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %c-2147483648_i32 = arith.constant -2147483648 : i32
      %c65537_i32 = arith.constant 65537 : i32
      %c28_i32 = arith.constant 28 : i32
      %c5_i32 = arith.constant 5 : i32
      scf.for %arg1 = %c0 to %c4 step %c1 {
        %0 = arith.index_cast %arg1 : index to i32
        %1 = arith.addi %c2147483647_i32, %0 : i32
        memref.store %1, %arg0[%c0, %arg1] : memref<4x4xi32>
        %2 = arith.subi %c-2147483648_i32, %0 : i32
        memref.store %2, %arg0[%c1, %arg1] : memref<4x4xi32>
        %3 = arith.addi %0, %c65537_i32 : i32
        %4 = arith.muli %3, %3 : i32
        memref.store %4, %arg0[%c2, %arg1] : memref<4x4xi32>
        %5 = arith.addi %0, %c5_i32 : i32
        %6 = arith.shli %5, %c28_i32 : i32
        memref.store %6, %arg0[%c3, %arg1] : memref<4x4xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4x4xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@wrap blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4x4xi32>)
    %cast = memref.cast %alloc : memref<4x4xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

