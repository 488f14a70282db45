module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @collatz(%arg0: memref<12xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c12 = arith.constant 12 : index
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c3_i32 = arith.constant 3 : i32
      %c0_i32 = arith.constant 0 : i32
      scf.for %arg1 = %c0 to %c12 step %c1 {
        %0 = arith.index_cast %arg1 : index to i32
        %1 = arith.addi %0, %c1_i32 : i32
        %2:2 = scf.while (%arg2 = %1, %arg3 = %c0_i32) : (i32, i32) -> (i32, i32) {
          %3 = arith.cmpi ne, %arg2, %c1_i32 : i32
          scf.condition(%3) %arg2, %arg3 : i32, i32
        } do {
        ^bb0(%arg2: i32, %arg3: i32):
          %3 = arith.remui %arg2, %c2_i32 : i32
          %4 = arith.cmpi eq, %3, %c0_i32 : i32
          %5 = scf.if %4 -> (i32) {
            %7 = arith.divui %arg2, %c2_i32 : i32
            scf.yield %7 : i32
          } else {
            %7 = arith.muli %arg2, %c3_i32 : i32
            %8 = arith.addi %7, %c1_i32 : i32
            scf.yield %8 : i32
          }
          %6 = arith.addi %arg3, %c1_i32 : i32
          scf.yield %5, %6 : i32, i32
        }
        memref.store %2#1, %arg0[%arg1] : memref<12xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<12xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@collatz blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<12xi32>)
    %cast = memref.cast %alloc : memref<12xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

