module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @transpose(%arg0: memref<3x5xi32>, %arg1: memref<5x3xi32>, %arg2: memref<3xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c5 = arith.constant 5 : index
      %c10_i32 = arith.constant 10 : i32
      %c0_i32 = arith.constant 0 : i32
      scf.for %arg3 = %c0 to %c3 step %c1 {
        scf.for %arg4 = %c0 to %c5 step %c1 {
          %0 = arith.index_cast %arg3 : index to i32
          %1 = arith.index_cast %arg4 : index to i32
          %2 = arith.muli %0, %c10_i32 : i32
          %3 = arith.addi %2, %1 : i32
          memref.store %3, %arg0[%arg3, %arg4] : memref<3x5xi32>
          memref.store %3, %arg1[%arg4, %arg3] : memref<5x3xi32>
        }
      }
      scf.for %arg3 = %c0 to %c3 step %c1 {
        %0 = scf.for %arg4 = %c0 to %c5 step %c2 iter_args(%arg5 = %c0_i32) -> (i32) {
          %1 = memref.load %arg0[%arg3, %arg4] : memref<3x5xi32>
          %2 = arith.addi %arg5, %1 : i32
          scf.yield %2 : i32
        }
        memref.store %0, %arg2[%arg3] : memref<3xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<3x5xi32>
    %alloc_0 = memref.alloc() : memref<5x3xi32>
    %alloc_1 = memref.alloc() : memref<3xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@transpose blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<3x5xi32>, %alloc_0 : memref<5x3xi32>, %alloc_1 : memref<3xi32>)
    %cast = memref.cast %alloc_0 : memref<5x3xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_2 = memref.cast %alloc_1 : memref<3xi32> to memref<*xi32>
    call @printMemrefI32(%cast_2) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

