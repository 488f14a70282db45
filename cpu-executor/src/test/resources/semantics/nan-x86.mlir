// Recorded with /work/shared/reference/mlir22 run nan-x86.mlir > nan-x86.out (mlir-runner-22, x86-64).
// Inputs come from memory (fillers), so LLVM cannot fold the operations away.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @noop() kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      gpu.return
    }
  }
  func.func @get(%v : f32) -> f32 {
    %m = memref.alloc() : memref<1xf32>
    call @fillF32Buffer1D(%m, %v) : (memref<1xf32>, f32) -> ()
    %c0 = arith.constant 0 : index
    %x = memref.load %m[%c0] : memref<1xf32>
    return %x : f32
  }
  func.func @main() {
    %one = arith.constant 1 : index
    gpu.launch_func @kernels::@noop blocks in (%one, %one, %one) threads in (%one, %one, %one)
    %k0 = arith.constant 0.0 : f32
    %km1 = arith.constant -1.0 : f32
    %kinf = arith.constant 0x7F800000 : f32
    %knan = arith.constant 0x7FC00001 : f32
    %k1 = arith.constant 1.0 : f32
    %z = call @get(%k0) : (f32) -> f32
    %m1 = call @get(%km1) : (f32) -> f32
    %inf = call @get(%kinf) : (f32) -> f32
    %nan = call @get(%knan) : (f32) -> f32
    %one_f = call @get(%k1) : (f32) -> f32
    %r0 = arith.divf %z, %z : f32
    %r1 = arith.mulf %m1, %inf : f32
    %r2 = arith.divf %inf, %inf : f32
    %r3 = arith.subf %inf, %inf : f32
    %r4 = arith.negf %r0 : f32
    %r5 = arith.addf %nan, %one_f : f32
    %r6 = arith.addf %one_f, %nan : f32
    %r7 = arith.negf %nan : f32
    %r8 = arith.mulf %inf, %z : f32
    %r9 = arith.addf %r7, %nan : f32
    %r10 = arith.addf %nan, %r7 : f32
    %r11 = arith.remf %one_f, %z : f32
    %o = memref.alloc() : memref<12xf32>
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %i4 = arith.constant 4 : index
    %i5 = arith.constant 5 : index
    %i6 = arith.constant 6 : index
    %i7 = arith.constant 7 : index
    %i8 = arith.constant 8 : index
    %i9 = arith.constant 9 : index
    %i10 = arith.constant 10 : index
    %i11 = arith.constant 11 : index
    memref.store %r0, %o[%i0] : memref<12xf32>
    memref.store %r1, %o[%i1] : memref<12xf32>
    memref.store %r2, %o[%i2] : memref<12xf32>
    memref.store %r3, %o[%i3] : memref<12xf32>
    memref.store %r4, %o[%i4] : memref<12xf32>
    memref.store %r5, %o[%i5] : memref<12xf32>
    memref.store %r6, %o[%i6] : memref<12xf32>
    memref.store %r7, %o[%i7] : memref<12xf32>
    memref.store %r8, %o[%i8] : memref<12xf32>
    memref.store %r9, %o[%i9] : memref<12xf32>
    memref.store %r10, %o[%i10] : memref<12xf32>
    memref.store %r11, %o[%i11] : memref<12xf32>
    %u = memref.cast %o : memref<12xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    return
  }
  func.func private @fillF32Buffer1D(%arg0 : memref<1xf32>, %arg1 : f32)
  func.func private @printMemrefF32(%ptr : memref<*xf32>)
}
