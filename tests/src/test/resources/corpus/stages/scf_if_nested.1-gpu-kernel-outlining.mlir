module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @classify(%arg0: memref<7xi32>, %arg1: memref<2x7xi32>, %arg2: memref<1xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c7 = arith.constant 7 : index
      %c3_i32 = arith.constant 3 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c-1_i32 = arith.constant -1 : i32
      %c100_i32 = arith.constant 100 : i32
      scf.for %arg3 = %c0 to %c7 step %c1 {
        %3 = arith.index_cast %arg3 : index to i32
        %4 = arith.subi %3, %c3_i32 : i32
        %5 = arith.cmpi slt, %4, %c0_i32 : i32
        %6 = scf.if %5 -> (i32) {
          scf.yield %c-1_i32 : i32
        } else {
          %8 = arith.cmpi eq, %4, %c0_i32 : i32
          %9 = scf.if %8 -> (i32) {
            scf.yield %c0_i32 : i32
          } else {
            scf.yield %c1_i32 : i32
          }
          scf.yield %9 : i32
        }
        memref.store %6, %arg0[%arg3] : memref<7xi32>
        %7:2 = scf.if %5 -> (i32, i32) {
          scf.yield %4, %c0_i32 : i32, i32
        } else {
          %8 = arith.muli %4, %4 : i32
          scf.yield %c0_i32, %8 : i32, i32
        }
        memref.store %7#0, %arg1[%c0, %arg3] : memref<2x7xi32>
        memref.store %7#1, %arg1[%c1, %arg3] : memref<2x7xi32>
      }
      %0:2 = scf.while (%arg3 = %c1_i32, %arg4 = %c0_i32) : (i32, i32) -> (i32, i32) {
        %3 = arith.cmpi sle, %arg3, %c100_i32 : i32
        scf.condition(%3) %arg3, %arg4 : i32, i32
      } do {
      ^bb0(%arg3: i32, %arg4: i32):
        %3 = arith.andi %arg4, %c1_i32 : i32
        %4 = arith.cmpi ne, %3, %c0_i32 : i32
        %5 = arith.addi %arg3, %arg3 : i32
        %6 = scf.if %4 -> (i32) {
          %8 = arith.addi %5, %c1_i32 : i32
          scf.yield %8 : i32
        } else {
          scf.yield %5 : i32
        }
        %7 = arith.addi %arg4, %c1_i32 : i32
        scf.yield %6, %7 : i32, i32
      }
      %1 = arith.muli %0#1, %c100_i32 : i32
      %2 = arith.addi %1, %0#0 : i32
      memref.store %2, %arg2[%c0] : memref<1xi32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<7xi32>
    %alloc_0 = memref.alloc() : memref<2x7xi32>
    %alloc_1 = memref.alloc() : memref<1xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@classify blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<7xi32>, %alloc_0 : memref<2x7xi32>, %alloc_1 : memref<1xi32>)
    %cast = memref.cast %alloc : memref<7xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_2 = memref.cast %alloc_0 : memref<2x7xi32> to memref<*xi32>
    call @printMemrefI32(%cast_2) : (memref<*xi32>) -> ()
    %cast_3 = memref.cast %alloc_1 : memref<1xi32> to memref<*xi32>
    call @printMemrefI32(%cast_3) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

