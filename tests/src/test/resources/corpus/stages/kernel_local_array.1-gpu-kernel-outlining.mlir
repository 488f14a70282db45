module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @local(%arg0: memref<6xi32>, %arg1: memref<3x6xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      scf.for %arg2 = %c0 to %c3 step %c1 {
        %alloca = memref.alloca() : memref<6xi32, #spirv.storage_class<Function>>
        %0 = arith.index_cast %arg2 : index to i32
        scf.for %arg3 = %c0 to %c6 step %c1 {
          %1 = memref.load %arg0[%arg3] : memref<6xi32>
          %2 = arith.subi %c5, %arg3 : index
          %3 = arith.addi %1, %0 : i32
          memref.store %3, %alloca[%2] : memref<6xi32, #spirv.storage_class<Function>>
        }
        scf.for %arg3 = %c0 to %c6 step %c1 {
          %1 = memref.load %alloca[%arg3] : memref<6xi32, #spirv.storage_class<Function>>
          memref.store %1, %arg1[%arg2, %arg3] : memref<3x6xi32>
        }
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<6xi32>
    %alloc_0 = memref.alloc() : memref<3x6xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c10_i32 = arith.constant 10 : i32
    %c20_i32 = arith.constant 20 : i32
    %c30_i32 = arith.constant 30 : i32
    %c40_i32 = arith.constant 40 : i32
    %c50_i32 = arith.constant 50 : i32
    %c60_i32 = arith.constant 60 : i32
    memref.store %c10_i32, %alloc[%c0] : memref<6xi32>
    memref.store %c20_i32, %alloc[%c1] : memref<6xi32>
    memref.store %c30_i32, %alloc[%c2] : memref<6xi32>
    memref.store %c40_i32, %alloc[%c3] : memref<6xi32>
    memref.store %c50_i32, %alloc[%c4] : memref<6xi32>
    memref.store %c60_i32, %alloc[%c5] : memref<6xi32>
    gpu.launch_func  @kernels::@local blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6xi32>, %alloc_0 : memref<3x6xi32>)
    %cast = memref.cast %alloc_0 : memref<3x6xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

