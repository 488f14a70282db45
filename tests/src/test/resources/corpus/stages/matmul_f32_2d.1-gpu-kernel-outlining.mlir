module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_variable_pointers]>, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64]>>} {
  gpu.module @kernels {
    gpu.func @matmul(%arg0: memref<4x3xf32>, %arg1: memref<3x5xf32>, %arg2: memref<4x5xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %cst = arith.constant 5.000000e-01 : f32
      %cst_0 = arith.constant 2.000000e+00 : f32
      scf.for %arg3 = %c0 to %c4 step %c1 {
        scf.for %arg4 = %c0 to %c3 step %c1 {
          %0 = arith.addi %arg3, %arg4 : index
          %1 = arith.index_cast %0 : index to i32
          %2 = arith.sitofp %1 : i32 to f32
          %3 = arith.mulf %2, %cst : f32
          memref.store %3, %arg0[%arg3, %arg4] : memref<4x3xf32>
        }
      }
      scf.for %arg3 = %c0 to %c3 step %c1 {
        scf.for %arg4 = %c0 to %c5 step %c1 {
          %0 = arith.index_cast %arg3 : index to i32
          %1 = arith.index_cast %arg4 : index to i32
          %2 = arith.sitofp %0 : i32 to f32
          %3 = arith.sitofp %1 : i32 to f32
          %4 = arith.mulf %3, %cst_0 : f32
          %5 = arith.subf %2, %4 : f32
          memref.store %5, %arg1[%arg3, %arg4] : memref<3x5xf32>
        }
      }
      scf.for %arg3 = %c0 to %c4 step %c1 {
        scf.for %arg4 = %c0 to %c5 step %c1 {
          %0 = memref.load %arg2[%arg3, %arg4] : memref<4x5xf32>
          %1 = scf.for %arg5 = %c0 to %c3 step %c1 iter_args(%arg6 = %0) -> (f32) {
            %2 = memref.load %arg0[%arg3, %arg5] : memref<4x3xf32>
            %3 = memref.load %arg1[%arg5, %arg4] : memref<3x5xf32>
            %4 = arith.mulf %2, %3 : f32
            %5 = arith.addf %arg6, %4 : f32
            scf.yield %5 : f32
          }
          memref.store %1, %arg2[%arg3, %arg4] : memref<4x5xf32>
        }
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4x3xf32>
    %alloc_0 = memref.alloc() : memref<3x5xf32>
    %alloc_1 = memref.alloc() : memref<4x5xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %cast = memref.cast %alloc_1 : memref<4x5xf32> to memref<?x?xf32>
    call @fillF32Buffer2D(%cast, %cst) : (memref<?x?xf32>, f32) -> ()
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@matmul blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4x3xf32>, %alloc_0 : memref<3x5xf32>, %alloc_1 : memref<4x5xf32>)
    %cast_2 = memref.cast %alloc : memref<4x3xf32> to memref<*xf32>
    call @printMemrefF32(%cast_2) : (memref<*xf32>) -> ()
    %cast_3 = memref.cast %alloc_1 : memref<4x5xf32> to memref<*xf32>
    call @printMemrefF32(%cast_3) : (memref<*xf32>) -> ()
    return
  }
  func.func private @fillF32Buffer2D(memref<?x?xf32>, f32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

