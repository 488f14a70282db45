module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @dbl(%arg0: memref<8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %0 = memref.load %arg0[%arg1] : memref<8xi32>
        %1 = arith.addi %0, %0 : i32
        memref.store %1, %arg0[%arg1] : memref<8xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<48xi8>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c10 = arith.constant 10 : index
    %c11 = arith.constant 11 : index
    %c16 = arith.constant 16 : index
    %view = memref.view %alloc[%c0][] : memref<48xi8> to memref<12xi32>
    %view_0 = memref.view %alloc[%c16][] : memref<48xi8> to memref<8xi32>
    %c0_i32 = arith.constant 0 : i32
    %c10_i32 = arith.constant 10 : i32
    %c20_i32 = arith.constant 20 : i32
    %c30_i32 = arith.constant 30 : i32
    %c40_i32 = arith.constant 40 : i32
    %c50_i32 = arith.constant 50 : i32
    %c60_i32 = arith.constant 60 : i32
    %c70_i32 = arith.constant 70 : i32
    %c80_i32 = arith.constant 80 : i32
    %c90_i32 = arith.constant 90 : i32
    %c100_i32 = arith.constant 100 : i32
    %c110_i32 = arith.constant 110 : i32
    memref.store %c0_i32, %view[%c0] : memref<12xi32>
    memref.store %c10_i32, %view[%c1] : memref<12xi32>
    memref.store %c20_i32, %view[%c2] : memref<12xi32>
    memref.store %c30_i32, %view[%c3] : memref<12xi32>
    memref.store %c40_i32, %view[%c4] : memref<12xi32>
    memref.store %c50_i32, %view[%c5] : memref<12xi32>
    memref.store %c60_i32, %view[%c6] : memref<12xi32>
    memref.store %c70_i32, %view[%c7] : memref<12xi32>
    memref.store %c80_i32, %view[%c8] : memref<12xi32>
    memref.store %c90_i32, %view[%c9] : memref<12xi32>
    memref.store %c100_i32, %view[%c10] : memref<12xi32>
    memref.store %c110_i32, %view[%c11] : memref<12xi32>
    gpu.launch_func  @kernels::@dbl blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%view_0 : memref<8xi32>)
    %cast = memref.cast %view : memref<12xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %view_0 : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%cast_1) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

