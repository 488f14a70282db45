module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @idx(%arg0: memref<8xi32>, %arg1: memref<4xi64>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c7 = arith.constant 7 : index
      %c-3_i32 = arith.constant -3 : i32
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %0 = arith.muli %arg2, %c2 : index
        %1 = arith.subi %c7, %0 : index
        %2 = arith.index_cast %arg2 : index to i32
        %c10_i32 = arith.constant 10 : i32
        %3 = arith.muli %2, %c10_i32 : i32
        memref.store %3, %arg0[%1] : memref<8xi32>
        %4 = arith.subi %1, %c1 : index
        %5 = arith.subi %c-3_i32, %2 : i32
        %6 = arith.index_cast %5 : i32 to index
        %7 = arith.index_cast %6 : index to i32
        memref.store %7, %arg0[%4] : memref<8xi32>
        %8 = arith.index_castui %5 : i32 to index
        %9 = arith.index_castui %8 : index to i64
        memref.store %9, %arg1[%arg2] : memref<4xi64>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<8xi32>
    %alloc_0 = memref.alloc() : memref<4xi64>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@idx blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<8xi32>, %alloc_0 : memref<4xi64>)
    %cast = memref.cast %alloc : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<4xi64> to memref<*xi64>
    call @printMemrefI64(%cast_1) : (memref<*xi64>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
}

