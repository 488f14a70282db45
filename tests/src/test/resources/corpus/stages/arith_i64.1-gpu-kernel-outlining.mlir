module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @i64ops(%arg0: memref<2xi64>, %arg1: memref<10xi64>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %c9 = arith.constant 9 : index
      %0 = memref.load %arg0[%c0] : memref<2xi64>
      %1 = memref.load %arg0[%c1] : memref<2xi64>
      %c20_i64 = arith.constant 20 : i64
      %c281470681808895_i64 = arith.constant 281470681808895 : i64
      %2 = arith.addi %0, %1 : i64
      memref.store %2, %arg1[%c0] : memref<10xi64>
      %3 = arith.subi %1, %0 : i64
      memref.store %3, %arg1[%c1] : memref<10xi64>
      %4 = arith.muli %0, %1 : i64
      memref.store %4, %arg1[%c2] : memref<10xi64>
      %5 = arith.divsi %3, %0 : i64
      memref.store %5, %arg1[%c3] : memref<10xi64>
      %6 = arith.divui %3, %1 : i64
      memref.store %6, %arg1[%c4] : memref<10xi64>
      %7 = arith.remui %0, %1 : i64
      memref.store %7, %arg1[%c5] : memref<10xi64>
      %8 = arith.andi %0, %c281470681808895_i64 : i64
      memref.store %8, %arg1[%c6] : memref<10xi64>
      %9 = arith.xori %1, %c281470681808895_i64 : i64
      memref.store %9, %arg1[%c7] : memref<10xi64>
      %10 = arith.shli %0, %c20_i64 : i64
      memref.store %10, %arg1[%c8] : memref<10xi64>
      %11 = arith.shrsi %3, %c20_i64 : i64
      memref.store %11, %arg1[%c9] : memref<10xi64>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<2xi64>
    %alloc_0 = memref.alloc() : memref<10xi64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c123456789012_i64 = arith.constant 123456789012 : i64
    %c-987654321_i64 = arith.constant -987654321 : i64
    memref.store %c123456789012_i64, %alloc[%c0] : memref<2xi64>
    memref.store %c-987654321_i64, %alloc[%c1] : memref<2xi64>
    gpu.launch_func  @kernels::@i64ops blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<2xi64>, %alloc_0 : memref<10xi64>)
    %cast = memref.cast %alloc_0 : memref<10xi64> to memref<*xi64>
    call @printMemrefI64(%cast) : (memref<*xi64>) -> ()
    return
  }
  func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
}

