// launch_different_args: the same kernel launched on two different sets of buffers (scale
// src by a factor buffer into dst), showing that each launch binds its own arguments; host
// memref.store initialises the inputs, printMemrefF32 prints both results.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @scale(%src : memref<4xf32>, %factor : memref<1xf32>, %dst : memref<4xf32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %f = memref.load %factor[%c0] : memref<1xf32>
      scf.for %i = %c0 to %c4 step %c1 {
        %x = memref.load %src[%i] : memref<4xf32>
        %y = arith.mulf %x, %f : f32
        memref.store %y, %dst[%i] : memref<4xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %src1 = memref.alloc() : memref<4xf32>
    %src2 = memref.alloc() : memref<4xf32>
    %f1 = memref.alloc() : memref<1xf32>
    %f2 = memref.alloc() : memref<1xf32>
    %dst1 = memref.alloc() : memref<4xf32>
    %dst2 = memref.alloc() : memref<4xf32>
    %a = arith.constant 1.5 : f32
    %b = arith.constant -4.0 : f32
    %s1 = memref.cast %src1 : memref<4xf32> to memref<?xf32>
    %s2 = memref.cast %src2 : memref<4xf32> to memref<?xf32>
    call @fillF32Buffer1D(%s1, %a) : (memref<?xf32>, f32) -> ()
    call @fillF32Buffer1D(%s2, %b) : (memref<?xf32>, f32) -> ()
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %e = arith.constant 0.5 : f32
    memref.store %e, %src2[%c2] : memref<4xf32>
    %k1 = arith.constant 3.0 : f32
    %k2 = arith.constant -0.25 : f32
    memref.store %k1, %f1[%c0] : memref<1xf32>
    memref.store %k2, %f2[%c0] : memref<1xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@scale
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%src1 : memref<4xf32>, %f1 : memref<1xf32>, %dst1 : memref<4xf32>)
    gpu.launch_func @kernels::@scale
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%src2 : memref<4xf32>, %f2 : memref<1xf32>, %dst2 : memref<4xf32>)
    %p1 = memref.cast %dst1 : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%p1) : (memref<*xf32>) -> ()
    %p2 = memref.cast %dst2 : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%p2) : (memref<*xf32>) -> ()
    return
  }
  func.func private @fillF32Buffer1D(%m : memref<?xf32>, %v : f32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
