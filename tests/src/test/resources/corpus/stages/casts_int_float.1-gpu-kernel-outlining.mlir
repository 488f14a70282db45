module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @casts(%arg0: memref<2x6xf32>, %arg1: memref<2x6xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %c7_i32 = arith.constant 7 : i32
      %c20_i32 = arith.constant 20 : i32
      %cst = arith.constant 1.750000e+00 : f32
      %cst_0 = arith.constant 5.000000e-01 : f32
      scf.for %arg2 = %c0 to %c6 step %c1 {
        %0 = arith.index_cast %arg2 : index to i32
        %1 = arith.muli %0, %c7_i32 : i32
        %2 = arith.subi %1, %c20_i32 : i32
        %3 = arith.sitofp %2 : i32 to f32
        memref.store %3, %arg0[%c0, %arg2] : memref<2x6xf32>
        %4 = arith.uitofp %2 : i32 to f32
        memref.store %4, %arg0[%c1, %arg2] : memref<2x6xf32>
        %5 = arith.mulf %3, %cst : f32
        %6 = arith.addf %5, %cst_0 : f32
        %7 = arith.fptosi %6 : f32 to i32
        memref.store %7, %arg1[%c0, %arg2] : memref<2x6xi32>
        %8 = arith.mulf %6, %6 : f32
        %9 = arith.fptoui %8 : f32 to i32
        memref.store %9, %arg1[%c1, %arg2] : memref<2x6xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<2x6xf32>
    %alloc_0 = memref.alloc() : memref<2x6xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@casts blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<2x6xf32>, %alloc_0 : memref<2x6xi32>)
    %cast = memref.cast %alloc : memref<2x6xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<2x6xi32> to memref<*xi32>
    call @printMemrefI32(%cast_1) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

