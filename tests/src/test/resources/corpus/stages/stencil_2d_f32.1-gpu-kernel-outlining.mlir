module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @stencil(%arg0: memref<6x6xf32>, %arg1: memref<6x6xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %cst = arith.constant 2.000000e-01 : f32
      scf.for %arg2 = %c0 to %c6 step %c1 {
        scf.for %arg3 = %c0 to %c6 step %c1 {
          %0 = arith.muli %arg2, %arg2 : index
          %1 = arith.muli %0, %arg3 : index
          %2 = arith.index_cast %1 : index to i32
          %3 = arith.sitofp %2 : i32 to f32
          memref.store %3, %arg0[%arg2, %arg3] : memref<6x6xf32>
          memref.store %3, %arg1[%arg2, %arg3] : memref<6x6xf32>
        }
      }
      scf.for %arg2 = %c1 to %c5 step %c1 {
        scf.for %arg3 = %c1 to %c5 step %c1 {
          %0 = arith.subi %arg2, %c1 : index
          %1 = arith.addi %arg2, %c1 : index
          %2 = arith.subi %arg3, %c1 : index
          %3 = arith.addi %arg3, %c1 : index
          %4 = memref.load %arg0[%arg2, %arg3] : memref<6x6xf32>
          %5 = memref.load %arg0[%0, %arg3] : memref<6x6xf32>
          %6 = memref.load %arg0[%1, %arg3] : memref<6x6xf32>
          %7 = memref.load %arg0[%arg2, %2] : memref<6x6xf32>
          %8 = memref.load %arg0[%arg2, %3] : memref<6x6xf32>
          %9 = arith.addf %4, %5 : f32
          %10 = arith.addf %9, %6 : f32
          %11 = arith.addf %10, %7 : f32
          %12 = arith.addf %11, %8 : f32
          %13 = arith.mulf %12, %cst : f32
          memref.store %13, %arg1[%arg2, %arg3] : memref<6x6xf32>
        }
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<6x6xf32>
    %alloc_0 = memref.alloc() : memref<6x6xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@stencil blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6x6xf32>, %alloc_0 : memref<6x6xf32>)
    %cast = memref.cast %alloc_0 : memref<6x6xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

