// Kernel arguments with strided layouts (convert-gpu-to-spirv, as MLIR 22 does it): the SPIR-V
// array spans the offset plus the largest extent (size x stride) of a dimension, and an access
// indexes it from the static offset; non-contiguous strides, a rank-0 buffer with an offset (MLIR
// counts one element and indexes it at 0) and a dynamic size with a static offset (runtime array).
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @k(%a : memref<2x4xf32, strided<[8, 1], offset: 3>>, %b : memref<f32, strided<[], offset: 5>>,
                %c : memref<4xi32, strided<[2]>>, %d : memref<2x3xi32, strided<[3, 1]>>,
                %e : memref<?xf32, strided<[1], offset: 2>>, %i : index) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %x = memref.load %a[%c1, %i] : memref<2x4xf32, strided<[8, 1], offset: 3>>
      memref.store %x, %b[] : memref<f32, strided<[], offset: 5>>
      %y = memref.load %c[%i] : memref<4xi32, strided<[2]>>
      memref.store %y, %d[%i, %c0] : memref<2x3xi32, strided<[3, 1]>>
      %z = memref.load %e[%c1] : memref<?xf32, strided<[1], offset: 2>>
      memref.store %z, %e[%i] : memref<?xf32, strided<[1], offset: 2>>
      gpu.return
    }
  }
  func.func @main() {
    return
  }
}
