module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @sel(%arg0: memref<2x5xi64>, %arg1: memref<5xf64>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %c3000000000_i64 = arith.constant 3000000000 : i64
      %c6000000000_i64 = arith.constant 6000000000 : i64
      %c100_i64 = arith.constant 100 : i64
      %cst = arith.constant 1.250000e-01 : f64
      %cst_0 = arith.constant 2.500000e-01 : f64
      scf.for %arg2 = %c0 to %c5 step %c1 {
        %0 = arith.index_cast %arg2 : index to i64
        %1 = arith.muli %0, %c3000000000_i64 : i64
        %2 = arith.subi %1, %c6000000000_i64 : i64
        %3 = arith.cmpi slt, %2, %c100_i64 : i64
        %4 = arith.select %3, %2, %c100_i64 : i64
        memref.store %4, %arg0[%c0, %arg2] : memref<2x5xi64>
        %5 = arith.cmpi ult, %2, %c100_i64 : i64
        %6 = arith.select %5, %2, %c100_i64 : i64
        memref.store %6, %arg0[%c1, %arg2] : memref<2x5xi64>
        %7 = arith.sitofp %0 : i64 to f64
        %8 = arith.mulf %7, %cst : f64
        %9 = arith.cmpf olt, %8, %cst_0 : f64
        %10 = arith.negf %8 : f64
        %11 = arith.select %9, %10, %8 : f64
        memref.store %11, %arg1[%arg2] : memref<5xf64>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<2x5xi64>
    %alloc_0 = memref.alloc() : memref<5xf64>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@sel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<2x5xi64>, %alloc_0 : memref<5xf64>)
    %cast = memref.cast %alloc : memref<2x5xi64> to memref<*xi64>
    call @printMemrefI64(%cast) : (memref<*xi64>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<5xf64> to memref<*xf64>
    call @printMemrefF64(%cast_1) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
}

