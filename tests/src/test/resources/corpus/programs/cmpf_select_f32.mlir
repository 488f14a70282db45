// cmpf_select_f32: the arith.cmpf predicates the pipeline converts (oeq, one, olt, ole, ogt, oge,
// ueq, une, ult, ule, ugt, uge) on ordinary values and on a NaN made as 0.0/0.0, selecting
// between two f32 constants.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @fcmp(%out : memref<12x4xf32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %zero = arith.constant 0.0 : f32
      %yes = arith.constant 1.0 : f32
      %no = arith.constant -1.0 : f32
      %nan = arith.divf %zero, %zero : f32
      %ref = arith.constant 1.5 : f32
      // column i compares x against 1.5 where x = 1.0, 1.5, 2.0, NaN
      scf.for %i = %c0 to %c4 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %fi = arith.sitofp %ii : i32 to f32
        %h = arith.constant 0.5 : f32
        %t = arith.mulf %fi, %h : f32
        %x0 = arith.addf %t, %yes : f32
        %c3 = arith.constant 3 : index
        %isnan = arith.cmpi eq, %i, %c3 : index
        %x = arith.select %isnan, %nan, %x0 : f32
        %r0 = arith.cmpf oeq, %x, %ref : f32
        %s0 = arith.select %r0, %yes, %no : f32
        %k0 = arith.constant 0 : index
        memref.store %s0, %out[%k0, %i] : memref<12x4xf32>
        %r1 = arith.cmpf one, %x, %ref : f32
        %s1 = arith.select %r1, %yes, %no : f32
        %k1 = arith.constant 1 : index
        memref.store %s1, %out[%k1, %i] : memref<12x4xf32>
        %r2 = arith.cmpf olt, %x, %ref : f32
        %s2 = arith.select %r2, %yes, %no : f32
        %k2 = arith.constant 2 : index
        memref.store %s2, %out[%k2, %i] : memref<12x4xf32>
        %r3 = arith.cmpf ole, %x, %ref : f32
        %s3 = arith.select %r3, %yes, %no : f32
        %k3 = arith.constant 3 : index
        memref.store %s3, %out[%k3, %i] : memref<12x4xf32>
        %r4 = arith.cmpf ogt, %x, %ref : f32
        %s4 = arith.select %r4, %yes, %no : f32
        %k4 = arith.constant 4 : index
        memref.store %s4, %out[%k4, %i] : memref<12x4xf32>
        %r5 = arith.cmpf oge, %x, %ref : f32
        %s5 = arith.select %r5, %yes, %no : f32
        %k5 = arith.constant 5 : index
        memref.store %s5, %out[%k5, %i] : memref<12x4xf32>
        %r6 = arith.cmpf ueq, %x, %ref : f32
        %s6 = arith.select %r6, %yes, %no : f32
        %k6 = arith.constant 6 : index
        memref.store %s6, %out[%k6, %i] : memref<12x4xf32>
        %r7 = arith.cmpf une, %x, %ref : f32
        %s7 = arith.select %r7, %yes, %no : f32
        %k7 = arith.constant 7 : index
        memref.store %s7, %out[%k7, %i] : memref<12x4xf32>
        %r8 = arith.cmpf ult, %x, %ref : f32
        %s8 = arith.select %r8, %yes, %no : f32
        %k8 = arith.constant 8 : index
        memref.store %s8, %out[%k8, %i] : memref<12x4xf32>
        %r9 = arith.cmpf ule, %x, %ref : f32
        %s9 = arith.select %r9, %yes, %no : f32
        %k9 = arith.constant 9 : index
        memref.store %s9, %out[%k9, %i] : memref<12x4xf32>
        %r10 = arith.cmpf ugt, %x, %ref : f32
        %s10 = arith.select %r10, %yes, %no : f32
        %k10 = arith.constant 10 : index
        memref.store %s10, %out[%k10, %i] : memref<12x4xf32>
        %r11 = arith.cmpf uge, %x, %ref : f32
        %s11 = arith.select %r11, %yes, %no : f32
        %k11 = arith.constant 11 : index
        memref.store %s11, %out[%k11, %i] : memref<12x4xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %out = memref.alloc() : memref<12x4xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@fcmp
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%out : memref<12x4xf32>)
    %p = memref.cast %out : memref<12x4xf32> to memref<*xf32>
    call @printMemrefF32(%p) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
