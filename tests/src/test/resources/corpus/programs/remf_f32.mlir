// remf_f32: arith.remf on f32 with positive and negative dividends and divisors (the result
// takes the sign of the dividend, like C fmodf).
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @rem(%out : memref<2x6xf32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %step = arith.constant 2.75 : f32
      %start = arith.constant -7.5 : f32
      %d1 = arith.constant 2.0 : f32
      %d2 = arith.constant -1.25 : f32
      scf.for %i = %c0 to %c6 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %fi = arith.sitofp %ii : i32 to f32
        %t = arith.mulf %fi, %step : f32
        %x = arith.addf %start, %t : f32
        %r1 = arith.remf %x, %d1 : f32
        memref.store %r1, %out[%c0, %i] : memref<2x6xf32>
        %r2 = arith.remf %x, %d2 : f32
        memref.store %r2, %out[%c1, %i] : memref<2x6xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %out = memref.alloc() : memref<2x6xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@rem
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%out : memref<2x6xf32>)
    %p = memref.cast %out : memref<2x6xf32> to memref<*xf32>
    call @printMemrefF32(%p) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
