module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @bits(%arg0: memref<5xf32>, %arg1: memref<5xi32>, %arg2: memref<5xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %c-2147483648_i32 = arith.constant -2147483648 : i32
      scf.for %arg3 = %c0 to %c5 step %c1 {
        %0 = memref.load %arg0[%arg3] : memref<5xf32>
        %1 = arith.bitcast %0 : f32 to i32
        memref.store %1, %arg1[%arg3] : memref<5xi32>
        %2 = arith.xori %1, %c-2147483648_i32 : i32
        %3 = arith.bitcast %2 : i32 to f32
        memref.store %3, %arg2[%arg3] : memref<5xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<5xf32>
    %alloc_0 = memref.alloc() : memref<5xi32>
    %alloc_1 = memref.alloc() : memref<5xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %cst = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant -2.000000e+00 : f32
    %cst_3 = arith.constant 1.000000e-01 : f32
    %cst_4 = arith.constant 0.000000e+00 : f32
    %cst_5 = arith.constant 3.40282347E+38 : f32
    memref.store %cst, %alloc[%c0] : memref<5xf32>
    memref.store %cst_2, %alloc[%c1] : memref<5xf32>
    memref.store %cst_3, %alloc[%c2] : memref<5xf32>
    memref.store %cst_4, %alloc[%c3] : memref<5xf32>
    memref.store %cst_5, %alloc[%c4] : memref<5xf32>
    gpu.launch_func  @kernels::@bits blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<5xf32>, %alloc_0 : memref<5xi32>, %alloc_1 : memref<5xf32>)
    %cast = memref.cast %alloc_0 : memref<5xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_6 = memref.cast %alloc_1 : memref<5xf32> to memref<*xf32>
    call @printMemrefF32(%cast_6) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

