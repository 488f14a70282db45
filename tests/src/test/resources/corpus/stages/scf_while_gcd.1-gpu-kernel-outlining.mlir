module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @gcd(%arg0: memref<6xi32>, %arg1: memref<6xi32>, %arg2: memref<6xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %c0_i32 = arith.constant 0 : i32
      %c21_i32 = arith.constant 21 : i32
      scf.for %arg3 = %c0 to %c6 step %c1 {
        %0 = memref.load %arg0[%arg3] : memref<6xi32>
        %1 = memref.load %arg1[%arg3] : memref<6xi32>
        %2 = arith.index_cast %arg3 : index to i32
        %3 = arith.muli %2, %c21_i32 : i32
        %4 = arith.addi %1, %3 : i32
        %5:2 = scf.while (%arg4 = %0, %arg5 = %4) : (i32, i32) -> (i32, i32) {
          %6 = arith.cmpi ne, %arg5, %c0_i32 : i32
          scf.condition(%6) %arg4, %arg5 : i32, i32
        } do {
        ^bb0(%arg4: i32, %arg5: i32):
          %6 = arith.remui %arg4, %arg5 : i32
          scf.yield %arg5, %6 : i32, i32
        }
        memref.store %5#0, %arg2[%arg3] : memref<6xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<6xi32>
    %alloc_0 = memref.alloc() : memref<6xi32>
    %alloc_1 = memref.alloc() : memref<6xi32>
    %c1071_i32 = arith.constant 1071 : i32
    %c462_i32 = arith.constant 462 : i32
    %cast = memref.cast %alloc : memref<6xi32> to memref<?xi32>
    %cast_2 = memref.cast %alloc_0 : memref<6xi32> to memref<?xi32>
    call @fillI32Buffer(%cast, %c1071_i32) : (memref<?xi32>, i32) -> ()
    call @fillI32Buffer(%cast_2, %c462_i32) : (memref<?xi32>, i32) -> ()
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@gcd blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6xi32>, %alloc_0 : memref<6xi32>, %alloc_1 : memref<6xi32>)
    %cast_3 = memref.cast %alloc_1 : memref<6xi32> to memref<*xi32>
    call @printMemrefI32(%cast_3) : (memref<*xi32>) -> ()
    return
  }
  func.func private @fillI32Buffer(memref<?xi32>, i32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

