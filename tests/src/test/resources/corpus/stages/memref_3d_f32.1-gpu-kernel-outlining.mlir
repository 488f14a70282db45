module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @cube(%arg0: memref<2x3x4xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %cst = arith.constant 5.000000e-01 : f32
      scf.for %arg1 = %c0 to %c2 step %c1 {
        scf.for %arg2 = %c0 to %c3 step %c1 {
          scf.for %arg3 = %c0 to %c4 step %c1 {
            %0 = memref.load %arg0[%arg1, %arg2, %arg3] : memref<2x3x4xf32>
            %1 = arith.index_cast %arg1 : index to i32
            %2 = arith.index_cast %arg2 : index to i32
            %3 = arith.index_cast %arg3 : index to i32
            %4 = arith.sitofp %1 : i32 to f32
            %5 = arith.sitofp %2 : i32 to f32
            %6 = arith.sitofp %3 : i32 to f32
            %7 = arith.mulf %0, %4 : f32
            %8 = arith.addf %7, %5 : f32
            %9 = arith.mulf %6, %cst : f32
            %10 = arith.subf %8, %9 : f32
            memref.store %10, %arg0[%arg1, %arg2, %arg3] : memref<2x3x4xf32>
          }
        }
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<2x3x4xf32>
    %cst = arith.constant 3.000000e+00 : f32
    %cast = memref.cast %alloc : memref<2x3x4xf32> to memref<?x?x?xf32>
    call @fillF32Buffer3D(%cast, %cst) : (memref<?x?x?xf32>, f32) -> ()
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@cube blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<2x3x4xf32>)
    %cast_0 = memref.cast %alloc : memref<2x3x4xf32> to memref<*xf32>
    call @printMemrefF32(%cast_0) : (memref<*xf32>) -> ()
    return
  }
  func.func private @fillF32Buffer3D(memref<?x?x?xf32>, f32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

