// ids_multi_module: kernels with ids in two gpu.modules, each launched with its own grid shape
// over the same 8 elements (the workgroup_size of each kernel matches its launch):
//   @a::@iota   blocks (2,1,1) x threads (4,1,1):  v[gid] = gid
//   @b::@square blocks (1,1,1) x threads (8,1,1):  v[tid] = v[tid] * tid
//   @b::@shift  blocks (4,1,1) x threads (2,1,1):  v[gid] = v[gid] + bid * 1000
//   -> v[i] = i*i + (i / 2) * 1000 = 0 1 1004 1009 2016 2025 3036 3049.
// Beyond items 1 and 2. Expected output: CPU twin ids_multi_module.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @a {
    gpu.func @iota(%v : memref<8xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %g = gpu.global_id x
      %gi = arith.index_cast %g : index to i32
      memref.store %gi, %v[%g] : memref<8xi32>
      gpu.return
    }
  }
  gpu.module @b {
    gpu.func @square(%v : memref<8xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 1, 1]>} {
      %t = gpu.thread_id x
      %ti = arith.index_cast %t : index to i32
      %x = memref.load %v[%t] : memref<8xi32>
      %y = arith.muli %x, %ti : i32
      memref.store %y, %v[%t] : memref<8xi32>
      gpu.return
    }
    gpu.func @shift(%v : memref<8xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [2, 1, 1]>} {
      %g = gpu.global_id x
      %b = gpu.block_id x
      %c1000 = arith.constant 1000 : index
      %k = arith.muli %b, %c1000 : index
      %ki = arith.index_cast %k : index to i32
      %x = memref.load %v[%g] : memref<8xi32>
      %y = arith.addi %x, %ki : i32
      memref.store %y, %v[%g] : memref<8xi32>
      gpu.return
    }
  }
  func.func @main() {
    %v = memref.alloc() : memref<8xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @a::@iota
        blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%v : memref<8xi32>)
    gpu.launch_func @b::@square
        blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%v : memref<8xi32>)
    gpu.launch_func @b::@shift
        blocks in (%c4, %c1, %c1) threads in (%c2, %c1, %c1)
        args(%v : memref<8xi32>)
    %p = memref.cast %v : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
