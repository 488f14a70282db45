// arith_f64: f64 arithmetic in a kernel (needs the Float64 capability): addf, subf, mulf, divf,
// negf, remf on values that f32 could not hold exactly; printMemrefF64 on the host.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @f64ops(%out : memref<6x4xf64>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %base = arith.constant 1.0e15 : f64
      %third = arith.constant 0.3333333333333333 : f64
      %y = arith.constant 7.25 : f64
      scf.for %i = %c0 to %c4 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %fi = arith.sitofp %ii : i32 to f64
        %t = arith.mulf %fi, %third : f64
        %x = arith.addf %base, %t : f64
        %a = arith.addf %x, %y : f64
        memref.store %a, %out[%c0, %i] : memref<6x4xf64>
        %s = arith.subf %x, %base : f64
        memref.store %s, %out[%c1, %i] : memref<6x4xf64>
        %m = arith.mulf %t, %y : f64
        memref.store %m, %out[%c2, %i] : memref<6x4xf64>
        %d = arith.divf %y, %x : f64
        memref.store %d, %out[%c3, %i] : memref<6x4xf64>
        %n = arith.negf %t : f64
        memref.store %n, %out[%c4, %i] : memref<6x4xf64>
        %fi1 = arith.addf %fi, %y : f64
        %r = arith.remf %fi1, %y : f64
        memref.store %r, %out[%c5, %i] : memref<6x4xf64>
      }
      gpu.return
    }
  }
  func.func @main() {
    %out = memref.alloc() : memref<6x4xf64>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@f64ops
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%out : memref<6x4xf64>)
    %p = memref.cast %out : memref<6x4xf64> to memref<*xf64>
    call @printMemrefF64(%p) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefF64(%m : memref<*xf64>) attributes {llvm.emit_c_interface}
}
