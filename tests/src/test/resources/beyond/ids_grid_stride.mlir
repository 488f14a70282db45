// ids_grid_stride: a grid-stride loop. blocks (2,1,1) x threads (4,1,1) = 8 work-items cover 20
// elements: work-item g handles i = g, g + 8, g + 16 (< 20), the stride being
// grid_dim x * block_dim x, the loop an scf.for with per-work-item lower bound:
//   sq[i] = i*i;  owner[i] = i mod 8   (the global id of the work-item that wrote it).
// Beyond item 2. Expected output: CPU twin ids_grid_stride.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @stride(%sq : memref<20xi32>, %owner : memref<20xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %g = gpu.global_id x
      %nb = gpu.grid_dim x
      %bd = gpu.block_dim x
      %step = arith.muli %nb, %bd : index
      %n = arith.constant 20 : index
      %gi = arith.index_cast %g : index to i32
      scf.for %i = %g to %n step %step {
        %ii = arith.index_cast %i : index to i32
        %s = arith.muli %ii, %ii : i32
        memref.store %s, %sq[%i] : memref<20xi32>
        memref.store %gi, %owner[%i] : memref<20xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %sq = memref.alloc() : memref<20xi32>
    %owner = memref.alloc() : memref<20xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernels::@stride
        blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%sq : memref<20xi32>, %owner : memref<20xi32>)
    %p = memref.cast %sq : memref<20xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    %q = memref.cast %owner : memref<20xi32> to memref<*xi32>
    call @printMemrefI32(%q) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
