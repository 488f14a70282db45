// div_rem_i32: arith.divsi, arith.divui and arith.remui on i32 with negative and positive
// operands (signed division truncates toward zero; unsigned ops see the two's complement bits).
// x[i] = 17*i - 60 for i in 0..7, divisor 7; results in rows of a 4x8 buffer.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @divrem(%out : memref<4x8xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c8 = arith.constant 8 : index
      %k17 = arith.constant 17 : i32
      %k60 = arith.constant 60 : i32
      %k7 = arith.constant 7 : i32
      scf.for %i = %c0 to %c8 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %t = arith.muli %ii, %k17 : i32
        %x = arith.subi %t, %k60 : i32
        memref.store %x, %out[%c0, %i] : memref<4x8xi32>
        %q = arith.divsi %x, %k7 : i32
        memref.store %q, %out[%c1, %i] : memref<4x8xi32>
        %u = arith.divui %x, %k7 : i32
        memref.store %u, %out[%c2, %i] : memref<4x8xi32>
        %r = arith.remui %x, %k7 : i32
        memref.store %r, %out[%c3, %i] : memref<4x8xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %out = memref.alloc() : memref<4x8xi32>
    %one = arith.constant 1 : index
    gpu.launch_func @kernels::@divrem
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%out : memref<4x8xi32>)
    %p = memref.cast %out : memref<4x8xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
