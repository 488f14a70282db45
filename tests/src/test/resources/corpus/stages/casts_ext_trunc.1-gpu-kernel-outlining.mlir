module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @exttrunc(%arg0: memref<2x5xi64>, %arg1: memref<5xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %c-1000000_i32 = arith.constant -1000000 : i32
      %c3_i64 = arith.constant 3 : i64
      %c5000000000_i64 = arith.constant 5000000000 : i64
      scf.for %arg2 = %c0 to %c5 step %c1 {
        %0 = arith.index_cast %arg2 : index to i32
        %1 = arith.muli %0, %c-1000000_i32 : i32
        %2 = arith.extsi %1 : i32 to i64
        memref.store %2, %arg0[%c0, %arg2] : memref<2x5xi64>
        %3 = arith.extui %1 : i32 to i64
        memref.store %3, %arg0[%c1, %arg2] : memref<2x5xi64>
        %4 = arith.muli %3, %c3_i64 : i64
        %5 = arith.addi %4, %c5000000000_i64 : i64
        %6 = arith.trunci %5 : i64 to i32
        memref.store %6, %arg1[%arg2] : memref<5xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<2x5xi64>
    %alloc_0 = memref.alloc() : memref<5xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@exttrunc blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<2x5xi64>, %alloc_0 : memref<5xi32>)
    %cast = memref.cast %alloc : memref<2x5xi64> to memref<*xi64>
    call @printMemrefI64(%cast) : (memref<*xi64>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<5xi32> to memref<*xi32>
    call @printMemrefI32(%cast_1) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

