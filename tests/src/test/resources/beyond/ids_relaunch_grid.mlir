// ids_relaunch_grid: one kernel launched three times with different grid sizes (blocks 1, 3, 2;
// threads 4 each; the 3 is computed on the host as 1 + 2), after a zeroing kernel over the whole
// 12 elements. @acc does out[gid] += grid_dim x * 1000 + gid, so element i receives one term per
// launch that covers it:
//   i = 0..3: 1000 + 3000 + 2000 + 3i;  i = 4..7: 3000 + 2000 + 2i;  i = 8..11: 3000 + i
//   -> 6000 6003 6006 6009 5008 5010 5012 5014 3008 3009 3010 3011.
// Beyond items 2 and 1. Expected output: CPU twin ids_relaunch_grid.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @zero(%out : memref<12xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %g = gpu.global_id x
      %z = arith.constant 0 : i32
      memref.store %z, %out[%g] : memref<12xi32>
      gpu.return
    }
    gpu.func @acc(%out : memref<12xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %g = gpu.global_id x
      %n = gpu.grid_dim x
      %c1000 = arith.constant 1000 : index
      %t = arith.muli %n, %c1000 : index
      %u = arith.addi %t, %g : index
      %ui = arith.index_cast %u : index to i32
      %x = memref.load %out[%g] : memref<12xi32>
      %y = arith.addi %x, %ui : i32
      memref.store %y, %out[%g] : memref<12xi32>
      gpu.return
    }
  }
  func.func @main() {
    %out = memref.alloc() : memref<12xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.addi %c1, %c2 : index
    gpu.launch_func @kernels::@zero
        blocks in (%c3, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%out : memref<12xi32>)
    gpu.launch_func @kernels::@acc
        blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%out : memref<12xi32>)
    gpu.launch_func @kernels::@acc
        blocks in (%c3, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%out : memref<12xi32>)
    gpu.launch_func @kernels::@acc
        blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%out : memref<12xi32>)
    %p = memref.cast %out : memref<12xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
