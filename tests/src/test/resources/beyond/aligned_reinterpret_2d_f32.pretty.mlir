module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @rows(%arg0: memref<2x4xf32, strided<[4, 1], offset: 4>>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c10 = arith.constant 10 : index
      %cst = arith.constant 2.000000e+00 : f32
      scf.for %arg1 = %c0 to %c2 step %c1 {
        scf.for %arg2 = %c0 to %c4 step %c1 {
          %0 = memref.load %arg0[%arg1, %arg2] : memref<2x4xf32, strided<[4, 1], offset: 4>>
          %1 = arith.mulf %0, %cst : f32
          %2 = arith.muli %arg1, %c10 : index
          %3 = arith.addi %2, %arg2 : index
          %4 = arith.index_cast %3 : index to i32
          %5 = arith.sitofp %4 : i32 to f32
          %6 = arith.addf %1, %5 : f32
          memref.store %6, %arg0[%arg1, %arg2] : memref<2x4xf32, strided<[4, 1], offset: 4>>
        }
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() {alignment = 4096 : i64} : memref<12xf32>
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
    %c10 = arith.constant 10 : index
    %c11 = arith.constant 11 : index
    %cst = arith.constant 5.000000e-01 : f32
    %cst_0 = arith.constant 1.500000e+00 : f32
    %cst_1 = arith.constant 2.500000e+00 : f32
    %cst_2 = arith.constant 3.500000e+00 : f32
    %cst_3 = arith.constant 4.500000e+00 : f32
    %cst_4 = arith.constant 5.500000e+00 : f32
    %cst_5 = arith.constant 6.500000e+00 : f32
    %cst_6 = arith.constant 7.500000e+00 : f32
    %cst_7 = arith.constant 8.500000e+00 : f32
    %cst_8 = arith.constant 9.500000e+00 : f32
    %cst_9 = arith.constant 1.050000e+01 : f32
    %cst_10 = arith.constant 1.150000e+01 : f32
    memref.store %cst, %alloc[%c0] : memref<12xf32>
    memref.store %cst_0, %alloc[%c1] : memref<12xf32>
    memref.store %cst_1, %alloc[%c2] : memref<12xf32>
    memref.store %cst_2, %alloc[%c3] : memref<12xf32>
    memref.store %cst_3, %alloc[%c4] : memref<12xf32>
    memref.store %cst_4, %alloc[%c5] : memref<12xf32>
    memref.store %cst_5, %alloc[%c6] : memref<12xf32>
    memref.store %cst_6, %alloc[%c7] : memref<12xf32>
    memref.store %cst_7, %alloc[%c8] : memref<12xf32>
    memref.store %cst_8, %alloc[%c9] : memref<12xf32>
    memref.store %cst_9, %alloc[%c10] : memref<12xf32>
    memref.store %cst_10, %alloc[%c11] : memref<12xf32>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [4], sizes: [2, 4], strides: [4, 1] : memref<12xf32> to memref<2x4xf32, strided<[4, 1], offset: 4>>
    gpu.launch_func  @kernels::@rows blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%reinterpret_cast : memref<2x4xf32, strided<[4, 1], offset: 4>>)
    %cast = memref.cast %alloc : memref<12xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_11 = memref.cast %reinterpret_cast : memref<2x4xf32, strided<[4, 1], offset: 4>> to memref<*xf32>
    call @printMemrefF32(%cast_11) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

