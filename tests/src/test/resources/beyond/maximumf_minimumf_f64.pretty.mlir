module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @dmaxmin(%arg0: memref<4xf64>, %arg1: memref<4xf64>, %arg2: memref<4x4xf64>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %cst = arith.constant 0.000000e+00 : f64
      %cst_0 = arith.constant -9.990000e+02 : f64
      scf.for %arg3 = %c0 to %c4 step %c1 {
        %0 = memref.load %arg0[%arg3] : memref<4xf64>
        %1 = memref.load %arg1[%arg3] : memref<4xf64>
        %2 = arith.maximumf %0, %1 : f64
        %3 = arith.cmpf une, %2, %2 : f64
        %4 = arith.select %3, %cst_0, %2 : f64
        memref.store %4, %arg2[%c0, %arg3] : memref<4x4xf64>
        %5 = arith.minimumf %0, %1 : f64
        %6 = arith.cmpf une, %5, %5 : f64
        %7 = arith.select %6, %cst_0, %5 : f64
        memref.store %7, %arg2[%c1, %arg3] : memref<4x4xf64>
        %8 = arith.maxnumf %0, %1 : f64
        %9 = arith.addf %8, %cst : f64
        %10 = arith.cmpf une, %9, %9 : f64
        %11 = arith.select %10, %cst_0, %9 : f64
        memref.store %11, %arg2[%c2, %arg3] : memref<4x4xf64>
        %12 = arith.minnumf %0, %1 : f64
        %13 = arith.addf %12, %cst : f64
        %14 = arith.cmpf une, %13, %13 : f64
        %15 = arith.select %14, %cst_0, %13 : f64
        memref.store %15, %arg2[%c3, %arg3] : memref<4x4xf64>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4xf64>
    %alloc_0 = memref.alloc() : memref<4xf64>
    %alloc_1 = memref.alloc() : memref<4x4xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 1.500000e+00 : f64
    %cst_2 = arith.constant -0.000000e+00 : f64
    %cst_3 = arith.constant 0xFFF0000000000000 : f64
    %cst_4 = arith.constant 0x7FF8000000000000 : f64
    memref.store %cst, %alloc[%c0] : memref<4xf64>
    memref.store %cst_2, %alloc[%c1] : memref<4xf64>
    memref.store %cst_3, %alloc[%c2] : memref<4xf64>
    memref.store %cst_4, %alloc[%c3] : memref<4xf64>
    %cst_5 = arith.constant -2.500000e+00 : f64
    %cst_6 = arith.constant 0.000000e+00 : f64
    %cst_7 = arith.constant 1.000000e+300 : f64
    %cst_8 = arith.constant 2.000000e+00 : f64
    memref.store %cst_5, %alloc_0[%c0] : memref<4xf64>
    memref.store %cst_6, %alloc_0[%c1] : memref<4xf64>
    memref.store %cst_7, %alloc_0[%c2] : memref<4xf64>
    memref.store %cst_8, %alloc_0[%c3] : memref<4xf64>
    gpu.launch_func  @kernels::@dmaxmin blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4xf64>, %alloc_0 : memref<4xf64>, %alloc_1 : memref<4x4xf64>)
    %cast = memref.cast %alloc_1 : memref<4x4xf64> to memref<*xf64>
    call @printMemrefF64(%cast) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
}

