module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @farith(%arg0: memref<6xf32>, %arg1: memref<6xf32>, %arg2: memref<6xf32>, %arg3: memref<6xf32>, %arg4: memref<6xf32>, %arg5: memref<6xf32>, %arg6: memref<6xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %cst = arith.constant 1.000000e+00 : f32
      scf.for %arg7 = %c0 to %c6 step %c1 {
        %0 = arith.index_cast %arg7 : index to i32
        %1 = arith.sitofp %0 : i32 to f32
        %2 = arith.addf %1, %cst : f32
        %3 = memref.load %arg0[%arg7] : memref<6xf32>
        %4 = arith.mulf %3, %2 : f32
        %5 = memref.load %arg1[%arg7] : memref<6xf32>
        %6 = arith.addf %4, %5 : f32
        memref.store %6, %arg2[%arg7] : memref<6xf32>
        %7 = arith.subf %4, %5 : f32
        memref.store %7, %arg3[%arg7] : memref<6xf32>
        %8 = arith.mulf %4, %5 : f32
        memref.store %8, %arg4[%arg7] : memref<6xf32>
        %9 = arith.divf %5, %4 : f32
        memref.store %9, %arg5[%arg7] : memref<6xf32>
        %10 = arith.negf %4 : f32
        memref.store %10, %arg6[%arg7] : memref<6xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<6xf32>
    %alloc_0 = memref.alloc() : memref<6xf32>
    %alloc_1 = memref.alloc() : memref<6xf32>
    %alloc_2 = memref.alloc() : memref<6xf32>
    %alloc_3 = memref.alloc() : memref<6xf32>
    %alloc_4 = memref.alloc() : memref<6xf32>
    %alloc_5 = memref.alloc() : memref<6xf32>
    %cst = arith.constant 2.500000e+00 : f32
    %cst_6 = arith.constant -7.500000e-01 : f32
    %cast = memref.cast %alloc : memref<6xf32> to memref<?xf32>
    %cast_7 = memref.cast %alloc_0 : memref<6xf32> to memref<?xf32>
    call @fillF32Buffer1D(%cast, %cst) : (memref<?xf32>, f32) -> ()
    call @fillF32Buffer1D(%cast_7, %cst_6) : (memref<?xf32>, f32) -> ()
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@farith blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6xf32>, %alloc_0 : memref<6xf32>, %alloc_1 : memref<6xf32>, %alloc_2 : memref<6xf32>, %alloc_3 : memref<6xf32>, %alloc_4 : memref<6xf32>, %alloc_5 : memref<6xf32>)
    %cast_8 = memref.cast %alloc_1 : memref<6xf32> to memref<*xf32>
    call @printMemrefF32(%cast_8) : (memref<*xf32>) -> ()
    %cast_9 = memref.cast %alloc_2 : memref<6xf32> to memref<*xf32>
    call @printMemrefF32(%cast_9) : (memref<*xf32>) -> ()
    %cast_10 = memref.cast %alloc_3 : memref<6xf32> to memref<*xf32>
    call @printMemrefF32(%cast_10) : (memref<*xf32>) -> ()
    %cast_11 = memref.cast %alloc_4 : memref<6xf32> to memref<*xf32>
    call @printMemrefF32(%cast_11) : (memref<*xf32>) -> ()
    %cast_12 = memref.cast %alloc_5 : memref<6xf32> to memref<*xf32>
    call @printMemrefF32(%cast_12) : (memref<*xf32>) -> ()
    return
  }
  func.func private @fillF32Buffer1D(memref<?xf32>, f32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

