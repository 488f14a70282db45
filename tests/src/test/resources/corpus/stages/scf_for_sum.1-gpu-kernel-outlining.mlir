module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @sum(%arg0: memref<1xi32>, %arg1: memref<1xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c101 = arith.constant 101 : index
      %c0_i32 = arith.constant 0 : i32
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 5.000000e-01 : f32
      %0:2 = scf.for %arg2 = %c1 to %c101 step %c1 iter_args(%arg3 = %c0_i32, %arg4 = %cst) -> (i32, f32) {
        %1 = arith.index_cast %arg2 : index to i32
        %2 = arith.addi %arg3, %1 : i32
        %3 = arith.sitofp %1 : i32 to f32
        %4 = arith.mulf %3, %cst_0 : f32
        %5 = arith.mulf %4, %4 : f32
        %6 = arith.addf %arg4, %5 : f32
        scf.yield %2, %6 : i32, f32
      }
      memref.store %0#0, %arg0[%c0] : memref<1xi32>
      memref.store %0#1, %arg1[%c0] : memref<1xf32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<1xi32>
    %alloc_0 = memref.alloc() : memref<1xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@sum blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<1xi32>, %alloc_0 : memref<1xf32>)
    %cast = memref.cast %alloc : memref<1xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<1xf32> to memref<*xf32>
    call @printMemrefF32(%cast_1) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

