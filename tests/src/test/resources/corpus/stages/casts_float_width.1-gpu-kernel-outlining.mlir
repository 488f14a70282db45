module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @fwidth(%arg0: memref<4xf64>, %arg1: memref<4xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %cst = arith.constant 1.000000e-01 : f32
      %cst_0 = arith.constant 3.000000e+00 : f64
      %cst_1 = arith.constant 1.000000e+30 : f64
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %0 = arith.index_cast %arg2 : index to i32
        %1 = arith.sitofp %0 : i32 to f32
        %2 = arith.mulf %1, %cst : f32
        %3 = arith.extf %2 : f32 to f64
        %4 = arith.divf %3, %cst_0 : f64
        %5 = arith.addf %4, %3 : f64
        memref.store %5, %arg0[%arg2] : memref<4xf64>
        %6 = arith.mulf %5, %cst_1 : f64
        %7 = arith.truncf %6 : f64 to f32
        memref.store %7, %arg1[%arg2] : memref<4xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4xf64>
    %alloc_0 = memref.alloc() : memref<4xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@fwidth blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4xf64>, %alloc_0 : memref<4xf32>)
    %cast = memref.cast %alloc : memref<4xf64> to memref<*xf64>
    call @printMemrefF64(%cast) : (memref<*xf64>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%cast_1) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

