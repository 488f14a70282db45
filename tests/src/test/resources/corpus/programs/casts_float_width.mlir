// casts_float_width: arith.extf f32 -> f64 (exact) and arith.truncf f64 -> f32 (rounding),
// shown by printing both widths; f64 values of 1/3 and large magnitudes.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @fwidth(%wide : memref<4xf64>, %narrow : memref<4xf32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %tenth = arith.constant 0.1 : f32
      %three = arith.constant 3.0 : f64
      %huge = arith.constant 1.0e30 : f64
      scf.for %i = %c0 to %c4 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %fi = arith.sitofp %ii : i32 to f32
        %x = arith.mulf %fi, %tenth : f32
        %e = arith.extf %x : f32 to f64
        %q = arith.divf %e, %three : f64
        %w = arith.addf %q, %e : f64
        memref.store %w, %wide[%i] : memref<4xf64>
        %h = arith.mulf %w, %huge : f64
        %t = arith.truncf %h : f64 to f32
        memref.store %t, %narrow[%i] : memref<4xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %wide = memref.alloc() : memref<4xf64>
    %narrow = memref.alloc() : memref<4xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@fwidth
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%wide : memref<4xf64>, %narrow : memref<4xf32>)
    %p1 = memref.cast %wide : memref<4xf64> to memref<*xf64>
    call @printMemrefF64(%p1) : (memref<*xf64>) -> ()
    %p2 = memref.cast %narrow : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%p2) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF64(%m : memref<*xf64>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
