module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @tr(%arg0: memref<3x3xi32>, %arg1: memref<3x3xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      scf.for %arg2 = %c0 to %c3 step %c1 {
        %0 = arith.addi %arg2, %c1 : index
        scf.for %arg3 = %0 to %c3 step %c1 {
          %1 = memref.load %arg0[%arg2, %arg3] : memref<3x3xi32>
          %2 = memref.load %arg1[%arg3, %arg2] : memref<3x3xi32>
          memref.store %2, %arg0[%arg2, %arg3] : memref<3x3xi32>
          memref.store %1, %arg1[%arg3, %arg2] : memref<3x3xi32>
        }
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<3x3xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c10_i32 = arith.constant 10 : i32
    %c11_i32 = arith.constant 11 : i32
    %c12_i32 = arith.constant 12 : i32
    %c20_i32 = arith.constant 20 : i32
    %c21_i32 = arith.constant 21 : i32
    %c22_i32 = arith.constant 22 : i32
    memref.store %c0_i32, %alloc[%c0, %c0] : memref<3x3xi32>
    memref.store %c1_i32, %alloc[%c0, %c1] : memref<3x3xi32>
    memref.store %c2_i32, %alloc[%c0, %c2] : memref<3x3xi32>
    memref.store %c10_i32, %alloc[%c1, %c0] : memref<3x3xi32>
    memref.store %c11_i32, %alloc[%c1, %c1] : memref<3x3xi32>
    memref.store %c12_i32, %alloc[%c1, %c2] : memref<3x3xi32>
    memref.store %c20_i32, %alloc[%c2, %c0] : memref<3x3xi32>
    memref.store %c21_i32, %alloc[%c2, %c1] : memref<3x3xi32>
    memref.store %c22_i32, %alloc[%c2, %c2] : memref<3x3xi32>
    gpu.launch_func  @kernels::@tr blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<3x3xi32>, %alloc : memref<3x3xi32>)
    %cast = memref.cast %alloc : memref<3x3xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

