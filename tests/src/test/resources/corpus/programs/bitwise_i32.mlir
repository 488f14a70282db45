// bitwise_i32: arith.andi, arith.ori and arith.xori on i32 with hexadecimal constants.
// Row 0: x = i * 0x1111 + 0xF0; rows 1..3: x & 0x0FF0, x | 0x8001, x ^ 0xFFFF.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @bits(%out : memref<4x6xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c6 = arith.constant 6 : index
      %mul = arith.constant 0x1111 : i32
      %base = arith.constant 0xF0 : i32
      %m1 = arith.constant 0x0FF0 : i32
      %m2 = arith.constant 0x8001 : i32
      %m3 = arith.constant 0xFFFF : i32
      scf.for %i = %c0 to %c6 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %t = arith.muli %ii, %mul : i32
        %x = arith.addi %t, %base : i32
        memref.store %x, %out[%c0, %i] : memref<4x6xi32>
        %a = arith.andi %x, %m1 : i32
        memref.store %a, %out[%c1, %i] : memref<4x6xi32>
        %o = arith.ori %x, %m2 : i32
        memref.store %o, %out[%c2, %i] : memref<4x6xi32>
        %e = arith.xori %x, %m3 : i32
        memref.store %e, %out[%c3, %i] : memref<4x6xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %out = memref.alloc() : memref<4x6xi32>
    %one = arith.constant 1 : index
    gpu.launch_func @kernels::@bits
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%out : memref<4x6xi32>)
    %p = memref.cast %out : memref<4x6xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
