module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @sqrtexp(%arg0: memref<4xf64>, %arg1: memref<4xf64>, %arg2: memref<2x4xf64>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %arg3 = %c0 to %c4 step %c1 {
        %0 = memref.load %arg0[%arg3] : memref<4xf64>
        %1 = math.sqrt %0 : f64
        memref.store %1, %arg2[%c0, %arg3] : memref<2x4xf64>
        %2 = memref.load %arg1[%arg3] : memref<4xf64>
        %3 = math.exp %2 : f64
        memref.store %3, %arg2[%c1, %arg3] : memref<2x4xf64>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4xf64>
    %alloc_0 = memref.alloc() : memref<4xf64>
    %alloc_1 = memref.alloc() : memref<2x4xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 2.000000e+00 : f64
    %cst_2 = arith.constant 1.000000e-300 : f64
    %cst_3 = arith.constant 1.000000e+300 : f64
    %cst_4 = arith.constant 6.250000e-02 : f64
    memref.store %cst, %alloc[%c0] : memref<4xf64>
    memref.store %cst_2, %alloc[%c1] : memref<4xf64>
    memref.store %cst_3, %alloc[%c2] : memref<4xf64>
    memref.store %cst_4, %alloc[%c3] : memref<4xf64>
    %cst_5 = arith.constant 1.000000e+00 : f64
    %cst_6 = arith.constant -7.000000e+02 : f64
    %cst_7 = arith.constant 7.000000e+02 : f64
    %cst_8 = arith.constant 5.000000e-01 : f64
    memref.store %cst_5, %alloc_0[%c0] : memref<4xf64>
    memref.store %cst_6, %alloc_0[%c1] : memref<4xf64>
    memref.store %cst_7, %alloc_0[%c2] : memref<4xf64>
    memref.store %cst_8, %alloc_0[%c3] : memref<4xf64>
    gpu.launch_func  @kernels::@sqrtexp blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4xf64>, %alloc_0 : memref<4xf64>, %alloc_1 : memref<2x4xf64>)
    %cast = memref.cast %alloc_1 : memref<2x4xf64> to memref<*xf64>
    call @printMemrefF64(%cast) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
}

