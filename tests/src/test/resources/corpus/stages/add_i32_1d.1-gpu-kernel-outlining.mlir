module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @add(%arg0: memref<8xi32>, %arg1: memref<8xi32>, %arg2: memref<8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %0 = memref.load %arg0[%arg3] : memref<8xi32>
        %1 = memref.load %arg1[%arg3] : memref<8xi32>
        %2 = arith.addi %0, %1 : i32
        memref.store %2, %arg2[%arg3] : memref<8xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<8xi32>
    %alloc_0 = memref.alloc() : memref<8xi32>
    %alloc_1 = memref.alloc() : memref<8xi32>
    %c7_i32 = arith.constant 7 : i32
    %c-3_i32 = arith.constant -3 : i32
    %c0_i32 = arith.constant 0 : i32
    %cast = memref.cast %alloc : memref<8xi32> to memref<?xi32>
    %cast_2 = memref.cast %alloc_0 : memref<8xi32> to memref<?xi32>
    %cast_3 = memref.cast %alloc_1 : memref<8xi32> to memref<?xi32>
    call @fillI32Buffer(%cast, %c7_i32) : (memref<?xi32>, i32) -> ()
    call @fillI32Buffer(%cast_2, %c-3_i32) : (memref<?xi32>, i32) -> ()
    call @fillI32Buffer(%cast_3, %c0_i32) : (memref<?xi32>, i32) -> ()
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@add blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<8xi32>, %alloc_0 : memref<8xi32>, %alloc_1 : memref<8xi32>)
    %cast_4 = memref.cast %alloc_1 : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%cast_4) : (memref<*xi32>) -> ()
    return
  }
  func.func private @fillI32Buffer(memref<?xi32>, i32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

