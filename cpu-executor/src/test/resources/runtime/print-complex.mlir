// Complex printers: printMemrefC32/C64 declared with f32/f64 memrefs (the C function reads each
// element as std::complex, i.e. (re, im) pairs), on views with half the element count.
// Recorded: mlir22 run print-complex.mlir > print-complex.out. Used by MemRefPrinterTest.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @noop() kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      gpu.return
    }
  }
  func.func @main() {
    %one = arith.constant 1 : index
    gpu.launch_func @kernels::@noop blocks in (%one, %one, %one) threads in (%one, %one, %one)
    %m = memref.alloc() : memref<6xf32>
    %i0 = arith.constant 0 : index
    %v0 = arith.constant 1.5 : f32
    memref.store %v0, %m[%i0] : memref<6xf32>
    %i1 = arith.constant 1 : index
    %v1 = arith.constant -0.25 : f32
    memref.store %v1, %m[%i1] : memref<6xf32>
    %i2 = arith.constant 2 : index
    %v2 = arith.constant 0.1 : f32
    memref.store %v2, %m[%i2] : memref<6xf32>
    %i3 = arith.constant 3 : index
    %v3 = arith.constant 1.0e10 : f32
    memref.store %v3, %m[%i3] : memref<6xf32>
    %i4 = arith.constant 4 : index
    %v4 = arith.constant 0x7FC00000 : f32
    memref.store %v4, %m[%i4] : memref<6xf32>
    %i5 = arith.constant 5 : index
    %v5 = arith.constant -0.0 : f32
    memref.store %v5, %m[%i5] : memref<6xf32>
    %w = memref.reinterpret_cast %m to offset: [0], sizes: [3], strides: [1] : memref<6xf32> to memref<3xf32>
    %u = memref.cast %w : memref<3xf32> to memref<*xf32>
    call @printMemrefC32(%u) : (memref<*xf32>) -> ()
    %d = memref.alloc() : memref<4xf64>
    %j0 = arith.constant 0 : index
    %d0 = arith.constant 2.0 : f64
    memref.store %d0, %d[%j0] : memref<4xf64>
    %j1 = arith.constant 1 : index
    %d1 = arith.constant 3.0 : f64
    memref.store %d1, %d[%j1] : memref<4xf64>
    %j2 = arith.constant 2 : index
    %d2 = arith.constant -1.0e-7 : f64
    memref.store %d2, %d[%j2] : memref<4xf64>
    %j3 = arith.constant 3 : index
    %d3 = arith.constant 123456789.0 : f64
    memref.store %d3, %d[%j3] : memref<4xf64>
    %dw = memref.reinterpret_cast %d to offset: [0], sizes: [1, 2], strides: [2, 1] : memref<4xf64> to memref<1x2xf64>
    %du = memref.cast %dw : memref<1x2xf64> to memref<*xf64>
    call @printMemrefC64(%du) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefC32(memref<*xf32>)
  func.func private @printMemrefC64(memref<*xf64>)
}
