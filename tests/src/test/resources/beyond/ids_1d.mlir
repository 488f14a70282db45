// ids_1d: a kernel launched with blocks (2,1,1) x threads (4,1,1); each of the 8 work-items
// writes its own element: out[global_id x] = block_id x * 100 + thread_id x, and
// gid[block_id x * block_dim x + thread_id x] = global_id x.
//   out = 0 1 2 3 100 101 102 103;  gid = 0 1 2 3 4 5 6 7.
// Beyond item 2 (MLIR lowers it, then mlir-runner cannot link the builtin variables).
// Expected output: CPU twin ids_1d.cpu.mlir (the kernel takes its ids as arguments and is
// called from a loop nest over the grid).
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @ids(%out : memref<8xi32>, %gid : memref<8xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %t = gpu.thread_id x
      %b = gpu.block_id x
      %d = gpu.block_dim x
      %g = gpu.global_id x
      %c100 = arith.constant 100 : index
      %b100 = arith.muli %b, %c100 : index
      %v = arith.addi %b100, %t : index
      %vi = arith.index_cast %v : index to i32
      memref.store %vi, %out[%g] : memref<8xi32>
      %bd = arith.muli %b, %d : index
      %lin = arith.addi %bd, %t : index
      %gi = arith.index_cast %g : index to i32
      memref.store %gi, %gid[%lin] : memref<8xi32>
      gpu.return
    }
  }
  func.func @main() {
    %out = memref.alloc() : memref<8xi32>
    %gid = memref.alloc() : memref<8xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernels::@ids
        blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%out : memref<8xi32>, %gid : memref<8xi32>)
    %p = memref.cast %out : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    %q = memref.cast %gid : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%q) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
