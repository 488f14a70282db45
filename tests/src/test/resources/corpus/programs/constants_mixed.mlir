// constants_mixed: arith.constant in the spellings users write (decimal, negative, hex
// integers, true/false, float with exponent, hex float bit pattern, -0.0, large/small f32)
// stored from a kernel to show their values.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @consts(%iout : memref<6xi32>, %fout : memref<7xf32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %i0 = arith.constant 2147483647 : i32
      %i1 = arith.constant -2147483648 : i32
      %i2 = arith.constant 0x7F : i32
      %i3 = arith.constant 0xFFFFFFFE : i32
      %t = arith.constant true
      %f = arith.constant false
      %one = arith.constant 1 : i32
      %zero = arith.constant 0 : i32
      %i4 = arith.select %t, %one, %zero : i32
      %i5 = arith.select %f, %one, %zero : i32
      memref.store %i0, %iout[%c0] : memref<6xi32>
      memref.store %i1, %iout[%c1] : memref<6xi32>
      memref.store %i2, %iout[%c2] : memref<6xi32>
      memref.store %i3, %iout[%c3] : memref<6xi32>
      memref.store %i4, %iout[%c4] : memref<6xi32>
      memref.store %i5, %iout[%c5] : memref<6xi32>
      %f0 = arith.constant 1.5e3 : f32
      %f1 = arith.constant -2.5E-2 : f32
      %f2 = arith.constant 0x40490FDB : f32
      %f3 = arith.constant -0.0 : f32
      %f4 = arith.constant 3.0e38 : f32
      %f5 = arith.constant 1.0e-38 : f32
      %f6 = arith.constant 123456.789 : f32
      memref.store %f0, %fout[%c0] : memref<7xf32>
      memref.store %f1, %fout[%c1] : memref<7xf32>
      memref.store %f2, %fout[%c2] : memref<7xf32>
      memref.store %f3, %fout[%c3] : memref<7xf32>
      memref.store %f4, %fout[%c4] : memref<7xf32>
      memref.store %f5, %fout[%c5] : memref<7xf32>
      memref.store %f6, %fout[%c6] : memref<7xf32>
      gpu.return
    }
  }
  func.func @main() {
    %iout = memref.alloc() : memref<6xi32>
    %fout = memref.alloc() : memref<7xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@consts
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%iout : memref<6xi32>, %fout : memref<7xf32>)
    %p1 = memref.cast %iout : memref<6xi32> to memref<*xi32>
    call @printMemrefI32(%p1) : (memref<*xi32>) -> ()
    %p2 = memref.cast %fout : memref<7xf32> to memref<*xf32>
    call @printMemrefF32(%p2) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
