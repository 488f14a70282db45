module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @conv {
    gpu.func @iota_i32(%arg0: memref<8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %0 = arith.index_cast %arg1 : index to i32
        memref.store %0, %arg0[%arg1] : memref<8xi32>
      }
      gpu.return
    }
    gpu.func @to_f32(%arg0: memref<8xi32>, %arg1: memref<8xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %0 = memref.load %arg0[%arg2] : memref<8xi32>
        %1 = arith.sitofp %0 : i32 to f32
        memref.store %1, %arg1[%arg2] : memref<8xf32>
      }
      gpu.return
    }
    gpu.func @halve(%arg0: memref<8xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %cst = arith.constant 5.000000e-01 : f32
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %0 = memref.load %arg0[%arg1] : memref<8xf32>
        %1 = arith.mulf %0, %cst : f32
        memref.store %1, %arg0[%arg1] : memref<8xf32>
      }
      gpu.return
    }
  }
  gpu.module @red {
    gpu.func @sum_pairs(%arg0: memref<8xf32>, %arg1: memref<4xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %0 = arith.muli %arg2, %c2 : index
        %1 = arith.addi %0, %c1 : index
        %2 = memref.load %arg0[%0] : memref<8xf32>
        %3 = memref.load %arg0[%1] : memref<8xf32>
        %4 = arith.addf %2, %3 : f32
        memref.store %4, %arg1[%arg2] : memref<4xf32>
      }
      gpu.return
    }
    gpu.func @negate(%arg0: memref<8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c0_i32 = arith.constant 0 : i32
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %0 = memref.load %arg0[%arg1] : memref<8xi32>
        %1 = arith.subi %c0_i32, %0 : i32
        memref.store %1, %arg0[%arg1] : memref<8xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<8xi32>
    %alloc_0 = memref.alloc() : memref<8xf32>
    %alloc_1 = memref.alloc() : memref<4xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @conv::@iota_i32 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<8xi32>)
    gpu.launch_func  @conv::@to_f32 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<8xi32>, %alloc_0 : memref<8xf32>)
    gpu.launch_func  @conv::@halve blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc_0 : memref<8xf32>)
    gpu.launch_func  @red::@sum_pairs blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc_0 : memref<8xf32>, %alloc_1 : memref<4xf32>)
    gpu.launch_func  @conv::@halve blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc_0 : memref<8xf32>)
    gpu.launch_func  @red::@negate blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<8xi32>)
    %cast = memref.cast %alloc : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_2 = memref.cast %alloc_0 : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%cast_2) : (memref<*xf32>) -> ()
    %cast_3 = memref.cast %alloc_1 : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%cast_3) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

