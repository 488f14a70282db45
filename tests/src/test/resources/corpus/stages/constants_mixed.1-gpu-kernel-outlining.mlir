module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @consts(%arg0: memref<6xi32>, %arg1: memref<7xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %c-2147483648_i32 = arith.constant -2147483648 : i32
      %c127_i32 = arith.constant 127 : i32
      %c-2_i32 = arith.constant -2 : i32
      %true = arith.constant true
      %false = arith.constant false
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %0 = arith.select %true, %c1_i32, %c0_i32 : i32
      %1 = arith.select %false, %c1_i32, %c0_i32 : i32
      memref.store %c2147483647_i32, %arg0[%c0] : memref<6xi32>
      memref.store %c-2147483648_i32, %arg0[%c1] : memref<6xi32>
      memref.store %c127_i32, %arg0[%c2] : memref<6xi32>
      memref.store %c-2_i32, %arg0[%c3] : memref<6xi32>
      memref.store %0, %arg0[%c4] : memref<6xi32>
      memref.store %1, %arg0[%c5] : memref<6xi32>
      %cst = arith.constant 1.500000e+03 : f32
      %cst_0 = arith.constant -2.500000e-02 : f32
      %cst_1 = arith.constant 3.14159274 : f32
      %cst_2 = arith.constant -0.000000e+00 : f32
      %cst_3 = arith.constant 3.000000e+38 : f32
      %cst_4 = arith.constant 9.99999935E-39 : f32
      %cst_5 = arith.constant 123456.789 : f32
      memref.store %cst, %arg1[%c0] : memref<7xf32>
      memref.store %cst_0, %arg1[%c1] : memref<7xf32>
      memref.store %cst_1, %arg1[%c2] : memref<7xf32>
      memref.store %cst_2, %arg1[%c3] : memref<7xf32>
      memref.store %cst_3, %arg1[%c4] : memref<7xf32>
      memref.store %cst_4, %arg1[%c5] : memref<7xf32>
      memref.store %cst_5, %arg1[%c6] : memref<7xf32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<6xi32>
    %alloc_0 = memref.alloc() : memref<7xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@consts blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6xi32>, %alloc_0 : memref<7xf32>)
    %cast = memref.cast %alloc : memref<6xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<7xf32> to memref<*xf32>
    call @printMemrefF32(%cast_1) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

