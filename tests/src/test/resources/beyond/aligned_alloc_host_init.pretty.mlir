module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @combine(%arg0: memref<4xi32>, %arg1: memref<2x2xf32>, %arg2: memref<4xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c3_i32 = arith.constant 3 : i32
      %cst = arith.constant 2.000000e+00 : f32
      scf.for %arg3 = %c0 to %c4 step %c1 {
        %0 = arith.divui %arg3, %c2 : index
        %1 = arith.remui %arg3, %c2 : index
        %2 = memref.load %arg0[%arg3] : memref<4xi32>
        %3 = memref.load %arg1[%0, %1] : memref<2x2xf32>
        %4 = arith.mulf %3, %cst : f32
        memref.store %4, %arg1[%0, %1] : memref<2x2xf32>
        %5 = arith.fptosi %4 : f32 to i32
        %6 = arith.muli %2, %c3_i32 : i32
        %7 = arith.addi %6, %5 : i32
        memref.store %7, %arg2[%arg3] : memref<4xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() {alignment = 4096 : i64} : memref<4xi32>
    %alloc_0 = memref.alloc() {alignment = 4096 : i64} : memref<2x2xf32>
    %alloc_1 = memref.alloc() {alignment = 4096 : i64} : memref<4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %c-1_i32 = arith.constant -1 : i32
    %cst = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant 1.500000e+00 : f32
    %cst_3 = arith.constant 2.500000e+00 : f32
    %cst_4 = arith.constant 3.500000e+00 : f32
    memref.store %c1_i32, %alloc[%c0] : memref<4xi32>
    memref.store %c2_i32, %alloc[%c1] : memref<4xi32>
    memref.store %c3_i32, %alloc[%c2] : memref<4xi32>
    memref.store %c4_i32, %alloc[%c3] : memref<4xi32>
    memref.store %cst, %alloc_0[%c0, %c0] : memref<2x2xf32>
    memref.store %cst_2, %alloc_0[%c0, %c1] : memref<2x2xf32>
    memref.store %cst_3, %alloc_0[%c1, %c0] : memref<2x2xf32>
    memref.store %cst_4, %alloc_0[%c1, %c1] : memref<2x2xf32>
    memref.store %c-1_i32, %alloc_1[%c0] : memref<4xi32>
    memref.store %c-1_i32, %alloc_1[%c1] : memref<4xi32>
    memref.store %c-1_i32, %alloc_1[%c2] : memref<4xi32>
    memref.store %c-1_i32, %alloc_1[%c3] : memref<4xi32>
    gpu.launch_func  @kernels::@combine blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4xi32>, %alloc_0 : memref<2x2xf32>, %alloc_1 : memref<4xi32>)
    %cast = memref.cast %alloc_1 : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_5 = memref.cast %alloc_0 : memref<2x2xf32> to memref<*xf32>
    call @printMemrefF32(%cast_5) : (memref<*xf32>) -> ()
    %cast_6 = memref.cast %alloc : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%cast_6) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

