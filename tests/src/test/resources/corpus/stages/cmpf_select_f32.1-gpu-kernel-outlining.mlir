module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @fcmp(%arg0: memref<12x4xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant -1.000000e+00 : f32
      %0 = arith.divf %cst, %cst : f32
      %cst_2 = arith.constant 1.500000e+00 : f32
      scf.for %arg1 = %c0 to %c4 step %c1 {
        %1 = arith.index_cast %arg1 : index to i32
        %2 = arith.sitofp %1 : i32 to f32
        %cst_3 = arith.constant 5.000000e-01 : f32
        %3 = arith.mulf %2, %cst_3 : f32
        %4 = arith.addf %3, %cst_0 : f32
        %c3 = arith.constant 3 : index
        %5 = arith.cmpi eq, %arg1, %c3 : index
        %6 = arith.select %5, %0, %4 : f32
        %7 = arith.cmpf oeq, %6, %cst_2 : f32
        %8 = arith.select %7, %cst_0, %cst_1 : f32
        %c0_4 = arith.constant 0 : index
        memref.store %8, %arg0[%c0_4, %arg1] : memref<12x4xf32>
        %9 = arith.cmpf one, %6, %cst_2 : f32
        %10 = arith.select %9, %cst_0, %cst_1 : f32
        %c1_5 = arith.constant 1 : index
        memref.store %10, %arg0[%c1_5, %arg1] : memref<12x4xf32>
        %11 = arith.cmpf olt, %6, %cst_2 : f32
        %12 = arith.select %11, %cst_0, %cst_1 : f32
        %c2 = arith.constant 2 : index
        memref.store %12, %arg0[%c2, %arg1] : memref<12x4xf32>
        %13 = arith.cmpf ole, %6, %cst_2 : f32
        %14 = arith.select %13, %cst_0, %cst_1 : f32
        %c3_6 = arith.constant 3 : index
        memref.store %14, %arg0[%c3_6, %arg1] : memref<12x4xf32>
        %15 = arith.cmpf ogt, %6, %cst_2 : f32
        %16 = arith.select %15, %cst_0, %cst_1 : f32
        %c4_7 = arith.constant 4 : index
        memref.store %16, %arg0[%c4_7, %arg1] : memref<12x4xf32>
        %17 = arith.cmpf oge, %6, %cst_2 : f32
        %18 = arith.select %17, %cst_0, %cst_1 : f32
        %c5 = arith.constant 5 : index
        memref.store %18, %arg0[%c5, %arg1] : memref<12x4xf32>
        %19 = arith.cmpf ueq, %6, %cst_2 : f32
        %20 = arith.select %19, %cst_0, %cst_1 : f32
        %c6 = arith.constant 6 : index
        memref.store %20, %arg0[%c6, %arg1] : memref<12x4xf32>
        %21 = arith.cmpf une, %6, %cst_2 : f32
        %22 = arith.select %21, %cst_0, %cst_1 : f32
        %c7 = arith.constant 7 : index
        memref.store %22, %arg0[%c7, %arg1] : memref<12x4xf32>
        %23 = arith.cmpf ult, %6, %cst_2 : f32
        %24 = arith.select %23, %cst_0, %cst_1 : f32
        %c8 = arith.constant 8 : index
        memref.store %24, %arg0[%c8, %arg1] : memref<12x4xf32>
        %25 = arith.cmpf ule, %6, %cst_2 : f32
        %26 = arith.select %25, %cst_0, %cst_1 : f32
        %c9 = arith.constant 9 : index
        memref.store %26, %arg0[%c9, %arg1] : memref<12x4xf32>
        %27 = arith.cmpf ugt, %6, %cst_2 : f32
        %28 = arith.select %27, %cst_0, %cst_1 : f32
        %c10 = arith.constant 10 : index
        memref.store %28, %arg0[%c10, %arg1] : memref<12x4xf32>
        %29 = arith.cmpf uge, %6, %cst_2 : f32
        %30 = arith.select %29, %cst_0, %cst_1 : f32
        %c11 = arith.constant 11 : index
        memref.store %30, %arg0[%c11, %arg1] : memref<12x4xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<12x4xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@fcmp blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<12x4xf32>)
    %cast = memref.cast %alloc : memref<12x4xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

