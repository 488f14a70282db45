module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @submul(%arg0: memref<10xi32>, %arg1: memref<10xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c10 = arith.constant 10 : index
      %c3_i32 = arith.constant 3 : i32
      %c5_i32 = arith.constant 5 : i32
      %c7_i32 = arith.constant 7 : i32
      scf.for %arg2 = %c0 to %c10 step %c1 {
        %0 = arith.index_cast %arg2 : index to i32
        %1 = arith.muli %0, %c3_i32 : i32
        %2 = arith.subi %1, %c5_i32 : i32
        memref.store %2, %arg0[%arg2] : memref<10xi32>
        %3 = arith.muli %2, %2 : i32
        %4 = arith.muli %0, %c7_i32 : i32
        %5 = arith.subi %3, %4 : i32
        memref.store %5, %arg1[%arg2] : memref<10xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<10xi32>
    %alloc_0 = memref.alloc() : memref<10xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@submul blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<10xi32>, %alloc_0 : memref<10xi32>)
    %cast = memref.cast %alloc : memref<10xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<10xi32> to memref<*xi32>
    call @printMemrefI32(%cast_1) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

