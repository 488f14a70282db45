module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @fmaxmin(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: memref<4x8xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c8 = arith.constant 8 : index
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant -9.990000e+02 : f32
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %0 = memref.load %arg0[%arg3] : memref<8xf32>
        %1 = memref.load %arg1[%arg3] : memref<8xf32>
        %2 = arith.maximumf %0, %1 : f32
        %3 = arith.cmpf une, %2, %2 : f32
        %4 = arith.select %3, %cst_0, %2 : f32
        memref.store %4, %arg2[%c0, %arg3] : memref<4x8xf32>
        %5 = arith.minimumf %0, %1 : f32
        %6 = arith.cmpf une, %5, %5 : f32
        %7 = arith.select %6, %cst_0, %5 : f32
        memref.store %7, %arg2[%c1, %arg3] : memref<4x8xf32>
        %8 = arith.maxnumf %0, %1 : f32
        %9 = arith.addf %8, %cst : f32
        %10 = arith.cmpf une, %9, %9 : f32
        %11 = arith.select %10, %cst_0, %9 : f32
        memref.store %11, %arg2[%c2, %arg3] : memref<4x8xf32>
        %12 = arith.minnumf %0, %1 : f32
        %13 = arith.addf %12, %cst : f32
        %14 = arith.cmpf une, %13, %13 : f32
        %15 = arith.select %14, %cst_0, %13 : f32
        memref.store %15, %arg2[%c3, %arg3] : memref<4x8xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<8xf32>
    %alloc_0 = memref.alloc() : memref<8xf32>
    %alloc_1 = memref.alloc() : memref<4x8xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %cst = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 2.000000e+00 : f32
    %cst_3 = arith.constant -0.000000e+00 : f32
    %cst_4 = arith.constant 0.000000e+00 : f32
    %cst_5 = arith.constant 0xFF800000 : f32
    %cst_6 = arith.constant 0x7F800000 : f32
    %cst_7 = arith.constant 0x7FC00000 : f32
    %cst_8 = arith.constant 1.000000e+00 : f32
    memref.store %cst, %alloc[%c0] : memref<8xf32>
    memref.store %cst_2, %alloc[%c1] : memref<8xf32>
    memref.store %cst_3, %alloc[%c2] : memref<8xf32>
    memref.store %cst_4, %alloc[%c3] : memref<8xf32>
    memref.store %cst_5, %alloc[%c4] : memref<8xf32>
    memref.store %cst_6, %alloc[%c5] : memref<8xf32>
    memref.store %cst_7, %alloc[%c6] : memref<8xf32>
    memref.store %cst_8, %alloc[%c7] : memref<8xf32>
    %cst_9 = arith.constant 2.000000e+00 : f32
    %cst_10 = arith.constant 1.000000e+00 : f32
    %cst_11 = arith.constant 0.000000e+00 : f32
    %cst_12 = arith.constant -0.000000e+00 : f32
    %cst_13 = arith.constant 3.000000e+00 : f32
    %cst_14 = arith.constant -5.000000e+00 : f32
    %cst_15 = arith.constant 1.000000e+00 : f32
    %cst_16 = arith.constant 0x7FC00000 : f32
    memref.store %cst_9, %alloc_0[%c0] : memref<8xf32>
    memref.store %cst_10, %alloc_0[%c1] : memref<8xf32>
    memref.store %cst_11, %alloc_0[%c2] : memref<8xf32>
    memref.store %cst_12, %alloc_0[%c3] : memref<8xf32>
    memref.store %cst_13, %alloc_0[%c4] : memref<8xf32>
    memref.store %cst_14, %alloc_0[%c5] : memref<8xf32>
    memref.store %cst_15, %alloc_0[%c6] : memref<8xf32>
    memref.store %cst_16, %alloc_0[%c7] : memref<8xf32>
    gpu.launch_func  @kernels::@fmaxmin blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<8xf32>, %alloc_0 : memref<8xf32>, %alloc_1 : memref<4x8xf32>)
    %cast = memref.cast %alloc_1 : memref<4x8xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

