module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @absk(%arg0: memref<9xi32>, %arg1: memref<9xf32>, %arg2: memref<9xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c9 = arith.constant 9 : index
      %c4_i32 = arith.constant 4 : i32
      %c0_i32 = arith.constant 0 : i32
      %cst = arith.constant 2.500000e+00 : f32
      %cst_0 = arith.constant 1.250000e+00 : f32
      %c99_i32 = arith.constant 99 : i32
      scf.for %arg3 = %c0 to %c9 step %c1 {
        %0 = arith.index_cast %arg3 : index to i32
        %1 = arith.subi %0, %c4_i32 : i32
        %2 = arith.cmpi slt, %1, %c0_i32 : i32
        %3 = scf.if %2 -> (i32) {
          %8 = arith.subi %c0_i32, %1 : i32
          scf.yield %8 : i32
        } else {
          scf.yield %1 : i32
        }
        memref.store %3, %arg0[%arg3] : memref<9xi32>
        %4 = arith.sitofp %1 : i32 to f32
        %5 = arith.mulf %4, %cst_0 : f32
        %6 = arith.cmpf ogt, %5, %cst : f32
        %7 = scf.if %6 -> (f32) {
          scf.yield %cst : f32
        } else {
          scf.yield %5 : f32
        }
        memref.store %7, %arg1[%arg3] : memref<9xf32>
        memref.store %c0_i32, %arg2[%arg3] : memref<9xi32>
        scf.if %2 {
          memref.store %c99_i32, %arg2[%arg3] : memref<9xi32>
        }
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<9xi32>
    %alloc_0 = memref.alloc() : memref<9xf32>
    %alloc_1 = memref.alloc() : memref<9xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@absk blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<9xi32>, %alloc_0 : memref<9xf32>, %alloc_1 : memref<9xi32>)
    %cast = memref.cast %alloc : memref<9xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_2 = memref.cast %alloc_0 : memref<9xf32> to memref<*xf32>
    call @printMemrefF32(%cast_2) : (memref<*xf32>) -> ()
    %cast_3 = memref.cast %alloc_1 : memref<9xi32> to memref<*xi32>
    call @printMemrefI32(%cast_3) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

