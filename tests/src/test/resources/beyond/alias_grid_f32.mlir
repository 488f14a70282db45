// alias_grid_f32: aliasing with a real grid, blocks (2,1,1) x threads (4,1,1). @axpy(%acc, %src)
// per work-item g: acc[g] = acc[g] + src[g] * 0.5; then src[g] = src[g] + 1.0 (reading what was
// just written through %acc when both are the same buffer). Launched as @axpy(a, a) with
// a = 1..8: a = 1.5x + 1 = 2.5 4 5.5 7 8.5 10 11.5 13.
// Beyond items 3 and 2. Expected output: CPU twin alias_grid_f32.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @axpy(%acc : memref<8xf32>, %src : memref<8xf32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %g = gpu.global_id x
      %half = arith.constant 0.5 : f32
      %one = arith.constant 1.0 : f32
      %a = memref.load %acc[%g] : memref<8xf32>
      %s = memref.load %src[%g] : memref<8xf32>
      %m = arith.mulf %s, %half : f32
      %r = arith.addf %a, %m : f32
      memref.store %r, %acc[%g] : memref<8xf32>
      %s2 = memref.load %src[%g] : memref<8xf32>
      %s3 = arith.addf %s2, %one : f32
      memref.store %s3, %src[%g] : memref<8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<8xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %v1 = arith.constant 1.0 : f32
    %v2 = arith.constant 2.0 : f32
    %v3 = arith.constant 3.0 : f32
    %v4 = arith.constant 4.0 : f32
    %v5 = arith.constant 5.0 : f32
    %v6 = arith.constant 6.0 : f32
    %v7 = arith.constant 7.0 : f32
    %v8 = arith.constant 8.0 : f32
    memref.store %v1, %a[%c0] : memref<8xf32>
    memref.store %v2, %a[%c1] : memref<8xf32>
    memref.store %v3, %a[%c2] : memref<8xf32>
    memref.store %v4, %a[%c3] : memref<8xf32>
    memref.store %v5, %a[%c4] : memref<8xf32>
    memref.store %v6, %a[%c5] : memref<8xf32>
    memref.store %v7, %a[%c6] : memref<8xf32>
    memref.store %v8, %a[%c7] : memref<8xf32>
    gpu.launch_func @kernels::@axpy
        blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%a : memref<8xf32>, %a : memref<8xf32>)
    %p = memref.cast %a : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%p) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
