module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @f64ops(%arg0: memref<6x4xf64>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %cst = arith.constant 1.000000e+15 : f64
      %cst_0 = arith.constant 0.33333333333333331 : f64
      %cst_1 = arith.constant 7.250000e+00 : f64
      scf.for %arg1 = %c0 to %c4 step %c1 {
        %0 = arith.index_cast %arg1 : index to i32
        %1 = arith.sitofp %0 : i32 to f64
        %2 = arith.mulf %1, %cst_0 : f64
        %3 = arith.addf %cst, %2 : f64
        %4 = arith.addf %3, %cst_1 : f64
        memref.store %4, %arg0[%c0, %arg1] : memref<6x4xf64>
        %5 = arith.subf %3, %cst : f64
        memref.store %5, %arg0[%c1, %arg1] : memref<6x4xf64>
        %6 = arith.mulf %2, %cst_1 : f64
        memref.store %6, %arg0[%c2, %arg1] : memref<6x4xf64>
        %7 = arith.divf %cst_1, %3 : f64
        memref.store %7, %arg0[%c3, %arg1] : memref<6x4xf64>
        %8 = arith.negf %2 : f64
        memref.store %8, %arg0[%c4, %arg1] : memref<6x4xf64>
        %9 = arith.addf %1, %cst_1 : f64
        %10 = arith.remf %9, %cst_1 : f64
        memref.store %10, %arg0[%c5, %arg1] : memref<6x4xf64>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<6x4xf64>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@f64ops blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6x4xf64>)
    %cast = memref.cast %alloc : memref<6x4xf64> to memref<*xf64>
    call @printMemrefF64(%cast) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
}

