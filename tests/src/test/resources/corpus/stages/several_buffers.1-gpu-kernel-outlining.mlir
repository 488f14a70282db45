module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @many(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>, %arg3: memref<4xf32>, %arg4: memref<2x4xf32>, %arg5: memref<1xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %0 = scf.for %arg6 = %c0 to %c4 step %c1 iter_args(%arg7 = %c0_i32) -> (i32) {
        %1 = memref.load %arg0[%arg6] : memref<4xi32>
        %2 = memref.load %arg1[%arg6] : memref<4xi32>
        %3 = memref.load %arg2[%arg6] : memref<4xi32>
        %4 = arith.index_cast %arg6 : index to i32
        %5 = arith.subi %1, %4 : i32
        %6 = arith.muli %5, %2 : i32
        %7 = arith.addi %6, %3 : i32
        memref.store %7, %arg2[%arg6] : memref<4xi32>
        %8 = memref.load %arg3[%arg6] : memref<4xf32>
        %9 = arith.sitofp %7 : i32 to f32
        %10 = arith.mulf %9, %8 : f32
        memref.store %10, %arg4[%c0, %arg6] : memref<2x4xf32>
        %11 = arith.addf %9, %8 : f32
        memref.store %11, %arg4[%c1, %arg6] : memref<2x4xf32>
        %12 = arith.cmpi sgt, %7, %c0_i32 : i32
        %13 = arith.select %12, %c1_i32, %c0_i32 : i32
        %14 = arith.addi %arg7, %13 : i32
        scf.yield %14 : i32
      }
      memref.store %0, %arg5[%c0] : memref<1xi32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4xi32>
    %alloc_0 = memref.alloc() : memref<4xi32>
    %alloc_1 = memref.alloc() : memref<4xi32>
    %alloc_2 = memref.alloc() : memref<4xf32>
    %alloc_3 = memref.alloc() : memref<2x4xf32>
    %alloc_4 = memref.alloc() : memref<1xi32>
    %c2_i32 = arith.constant 2 : i32
    %c-5_i32 = arith.constant -5 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant 2.500000e-01 : f32
    %cast = memref.cast %alloc : memref<4xi32> to memref<?xi32>
    %cast_5 = memref.cast %alloc_0 : memref<4xi32> to memref<?xi32>
    %cast_6 = memref.cast %alloc_1 : memref<4xi32> to memref<?xi32>
    %cast_7 = memref.cast %alloc_2 : memref<4xf32> to memref<?xf32>
    call @fillI32Buffer(%cast, %c2_i32) : (memref<?xi32>, i32) -> ()
    call @fillI32Buffer(%cast_5, %c-5_i32) : (memref<?xi32>, i32) -> ()
    call @fillI32Buffer(%cast_6, %c1_i32) : (memref<?xi32>, i32) -> ()
    call @fillF32Buffer1D(%cast_7, %cst) : (memref<?xf32>, f32) -> ()
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@many blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4xi32>, %alloc_0 : memref<4xi32>, %alloc_1 : memref<4xi32>, %alloc_2 : memref<4xf32>, %alloc_3 : memref<2x4xf32>, %alloc_4 : memref<1xi32>)
    %cast_8 = memref.cast %alloc_1 : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%cast_8) : (memref<*xi32>) -> ()
    %cast_9 = memref.cast %alloc_3 : memref<2x4xf32> to memref<*xf32>
    call @printMemrefF32(%cast_9) : (memref<*xf32>) -> ()
    %cast_10 = memref.cast %alloc_4 : memref<1xi32> to memref<*xi32>
    call @printMemrefI32(%cast_10) : (memref<*xi32>) -> ()
    return
  }
  func.func private @fillI32Buffer(memref<?xi32>, i32) attributes {llvm.emit_c_interface}
  func.func private @fillF32Buffer1D(memref<?xf32>, f32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

