// memref_3d_f32: a 3-D memref<2x3x4xf32> filled by the host with fillF32Buffer3D, updated in a
// triple scf.for nest (v = v * i + j - 0.5 * k) and printed by printMemrefF32 (rank-3 layout).
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @cube(%m : memref<2x3x4xf32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %half = arith.constant 0.5 : f32
      scf.for %i = %c0 to %c2 step %c1 {
        scf.for %j = %c0 to %c3 step %c1 {
          scf.for %k = %c0 to %c4 step %c1 {
            %v = memref.load %m[%i, %j, %k] : memref<2x3x4xf32>
            %ii = arith.index_cast %i : index to i32
            %jj = arith.index_cast %j : index to i32
            %kk = arith.index_cast %k : index to i32
            %fi = arith.sitofp %ii : i32 to f32
            %fj = arith.sitofp %jj : i32 to f32
            %fk = arith.sitofp %kk : i32 to f32
            %a = arith.mulf %v, %fi : f32
            %b = arith.addf %a, %fj : f32
            %hk = arith.mulf %fk, %half : f32
            %r = arith.subf %b, %hk : f32
            memref.store %r, %m[%i, %j, %k] : memref<2x3x4xf32>
          }
        }
      }
      gpu.return
    }
  }
  func.func @main() {
    %m = memref.alloc() : memref<2x3x4xf32>
    %v = arith.constant 3.0 : f32
    %md = memref.cast %m : memref<2x3x4xf32> to memref<?x?x?xf32>
    call @fillF32Buffer3D(%md, %v) : (memref<?x?x?xf32>, f32) -> ()
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@cube
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%m : memref<2x3x4xf32>)
    %p = memref.cast %m : memref<2x3x4xf32> to memref<*xf32>
    call @printMemrefF32(%p) : (memref<*xf32>) -> ()
    return
  }
  func.func private @fillF32Buffer3D(%m : memref<?x?x?xf32>, %v : f32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
