// float_special: IEEE special values computed in a kernel and printed by printMemrefF32/F64:
// +inf and -inf (1/0, -1/0), NaN (0/0, inf - inf), -0.0, the smallest denormal, overflow of a
// product to inf, and f64 values that need more than 6 significant digits.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @special(%f : memref<8xf32>, %d : memref<4xf64>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %zero = arith.constant 0.0 : f32
      %one = arith.constant 1.0 : f32
      %mone = arith.constant -1.0 : f32
      %big = arith.constant 3.0e38 : f32
      %tiny = arith.constant 0x00000001 : f32
      %pinf = arith.divf %one, %zero : f32
      memref.store %pinf, %f[%c0] : memref<8xf32>
      %ninf = arith.divf %mone, %zero : f32
      memref.store %ninf, %f[%c1] : memref<8xf32>
      %nan = arith.divf %zero, %zero : f32
      memref.store %nan, %f[%c2] : memref<8xf32>
      %nan2 = arith.subf %pinf, %pinf : f32
      memref.store %nan2, %f[%c3] : memref<8xf32>
      %nzero = arith.negf %zero : f32
      memref.store %nzero, %f[%c4] : memref<8xf32>
      memref.store %tiny, %f[%c5] : memref<8xf32>
      %ovf = arith.mulf %big, %big : f32
      memref.store %ovf, %f[%c6] : memref<8xf32>
      %half = arith.constant 0.5 : f32
      %h = arith.mulf %tiny, %half : f32
      memref.store %h, %f[%c7] : memref<8xf32>
      %d0 = arith.constant 3.141592653589793 : f64
      memref.store %d0, %d[%c0] : memref<4xf64>
      %d1 = arith.constant 1.0e-310 : f64
      memref.store %d1, %d[%c1] : memref<4xf64>
      %d2 = arith.constant 123456789.0 : f64
      memref.store %d2, %d[%c2] : memref<4xf64>
      %dz = arith.constant 0.0 : f64
      %dm = arith.constant -5.0 : f64
      %d3 = arith.divf %dm, %dz : f64
      memref.store %d3, %d[%c3] : memref<4xf64>
      gpu.return
    }
  }
  func.func @main() {
    %f = memref.alloc() : memref<8xf32>
    %d = memref.alloc() : memref<4xf64>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@special
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%f : memref<8xf32>, %d : memref<4xf64>)
    %p1 = memref.cast %f : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%p1) : (memref<*xf32>) -> ()
    %p2 = memref.cast %d : memref<4xf64> to memref<*xf64>
    call @printMemrefF64(%p2) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF64(%m : memref<*xf64>) attributes {llvm.emit_c_interface}
}
