// overflow_i32: two's complement wrap-around of i32 addi, subi and muli at the edges of the
// range (INT_MAX + 1, INT_MIN - 1, large products), and shli moving bits out of the top.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @wrap(%out : memref<4x4xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %max = arith.constant 2147483647 : i32
      %min = arith.constant -2147483648 : i32
      %big = arith.constant 65537 : i32
      %sh = arith.constant 28 : i32
      %c4i = arith.constant 5 : i32
      scf.for %i = %c0 to %c4 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %a = arith.addi %max, %ii : i32
        memref.store %a, %out[%c0, %i] : memref<4x4xi32>
        %s = arith.subi %min, %ii : i32
        memref.store %s, %out[%c1, %i] : memref<4x4xi32>
        %f = arith.addi %ii, %big : i32
        %m = arith.muli %f, %f : i32
        memref.store %m, %out[%c2, %i] : memref<4x4xi32>
        %k = arith.addi %ii, %c4i : i32
        %l = arith.shli %k, %sh : i32
        memref.store %l, %out[%c3, %i] : memref<4x4xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %out = memref.alloc() : memref<4x4xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@wrap
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%out : memref<4x4xi32>)
    %p = memref.cast %out : memref<4x4xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
