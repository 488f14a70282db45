module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @scale(%arg0: memref<4xf32>, %arg1: memref<1xf32>, %arg2: memref<4xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %0 = memref.load %arg1[%c0] : memref<1xf32>
      scf.for %arg3 = %c0 to %c4 step %c1 {
        %1 = memref.load %arg0[%arg3] : memref<4xf32>
        %2 = arith.mulf %1, %0 : f32
        memref.store %2, %arg2[%arg3] : memref<4xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4xf32>
    %alloc_0 = memref.alloc() : memref<4xf32>
    %alloc_1 = memref.alloc() : memref<1xf32>
    %alloc_2 = memref.alloc() : memref<1xf32>
    %alloc_3 = memref.alloc() : memref<4xf32>
    %alloc_4 = memref.alloc() : memref<4xf32>
    %cst = arith.constant 1.500000e+00 : f32
    %cst_5 = arith.constant -4.000000e+00 : f32
    %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
    %cast_6 = memref.cast %alloc_0 : memref<4xf32> to memref<?xf32>
    call @fillF32Buffer1D(%cast, %cst) : (memref<?xf32>, f32) -> ()
    call @fillF32Buffer1D(%cast_6, %cst_5) : (memref<?xf32>, f32) -> ()
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cst_7 = arith.constant 5.000000e-01 : f32
    memref.store %cst_7, %alloc_0[%c2] : memref<4xf32>
    %cst_8 = arith.constant 3.000000e+00 : f32
    %cst_9 = arith.constant -2.500000e-01 : f32
    memref.store %cst_8, %alloc_1[%c0] : memref<1xf32>
    memref.store %cst_9, %alloc_2[%c0] : memref<1xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4xf32>, %alloc_1 : memref<1xf32>, %alloc_3 : memref<4xf32>)
    gpu.launch_func  @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc_0 : memref<4xf32>, %alloc_2 : memref<1xf32>, %alloc_4 : memref<4xf32>)
    %cast_10 = memref.cast %alloc_3 : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%cast_10) : (memref<*xf32>) -> ()
    %cast_11 = memref.cast %alloc_4 : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%cast_11) : (memref<*xf32>) -> ()
    return
  }
  func.func private @fillF32Buffer1D(memref<?xf32>, f32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

