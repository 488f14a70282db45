// scf_for_sum: scf.for with iter_args (loop-carried i32 and f32 accumulators) inside a kernel;
// sums 1..100 and the squares of 0.5*i, writing the results to two 1-element buffers.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @sum(%isum : memref<1xi32>, %fsum : memref<1xf32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c101 = arith.constant 101 : index
      %zi = arith.constant 0 : i32
      %zf = arith.constant 0.0 : f32
      %half = arith.constant 0.5 : f32
      %r:2 = scf.for %i = %c1 to %c101 step %c1 iter_args(%si = %zi, %sf = %zf) -> (i32, f32) {
        %ii = arith.index_cast %i : index to i32
        %si2 = arith.addi %si, %ii : i32
        %fi = arith.sitofp %ii : i32 to f32
        %h = arith.mulf %fi, %half : f32
        %sq = arith.mulf %h, %h : f32
        %sf2 = arith.addf %sf, %sq : f32
        scf.yield %si2, %sf2 : i32, f32
      }
      memref.store %r#0, %isum[%c0] : memref<1xi32>
      memref.store %r#1, %fsum[%c0] : memref<1xf32>
      gpu.return
    }
  }
  func.func @main() {
    %isum = memref.alloc() : memref<1xi32>
    %fsum = memref.alloc() : memref<1xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@sum
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%isum : memref<1xi32>, %fsum : memref<1xf32>)
    %p1 = memref.cast %isum : memref<1xi32> to memref<*xi32>
    call @printMemrefI32(%p1) : (memref<*xi32>) -> ()
    %p2 = memref.cast %fsum : memref<1xf32> to memref<*xf32>
    call @printMemrefF32(%p2) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
