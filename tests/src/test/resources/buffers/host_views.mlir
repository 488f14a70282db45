// memref.view and memref.reinterpret_cast on the host (lower-host-to-llvm, as MLIR 22 lowers them):
// a 2-D view at a byte shift (sizes and strides set innermost dimension first) and a 3-D
// reinterpret cast with an offset, passed to a kernel; host accesses through the views (the layout's
// offset and strides).
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @k(%a : memref<3x4xi32>, %b : memref<2x2x3xi32, strided<[6, 3, 1], offset: 7>>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c1 = arith.constant 1 : index
      %x = memref.load %a[%c1, %c1] : memref<3x4xi32>
      memref.store %x, %b[%c1, %c1, %c1] : memref<2x2x3xi32, strided<[6, 3, 1], offset: 7>>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %bytes = memref.alloc() : memref<64xi8>
    %a = memref.view %bytes[%c8][] : memref<64xi8> to memref<3x4xi32>
    %all = memref.alloc() {alignment = 64} : memref<20xi32>
    %b = memref.reinterpret_cast %all to offset: [7], sizes: [2, 2, 3], strides: [6, 3, 1]
        : memref<20xi32> to memref<2x2x3xi32, strided<[6, 3, 1], offset: 7>>
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %v = arith.constant 5 : i32
    memref.store %v, %a[%c2, %c1] : memref<3x4xi32>
    memref.store %v, %b[%c1, %c0, %c2] : memref<2x2x3xi32, strided<[6, 3, 1], offset: 7>>
    %w = memref.load %b[%c1, %c1, %c0] : memref<2x2x3xi32, strided<[6, 3, 1], offset: 7>>
    memref.store %w, %b[%c0, %c1, %c2] : memref<2x2x3xi32, strided<[6, 3, 1], offset: 7>>
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<3x4xi32>, %b : memref<2x2x3xi32, strided<[6, 3, 1], offset: 7>>)
    return
  }
}
