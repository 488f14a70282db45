// math_sqrt_exp_f64: math.sqrt and math.exp on f64 in a kernel (row 0: sqrt x, row 1: exp y).
//   x = 2 1e-300 1e300 0.0625 -> 1.41421 1e-150 1e+150 0.25
//   y = 1 -700 700 0.5 -> 2.71828 9.85968e-305 1.01423e+304 1.64872
// Beyond item 5. Expected output: CPU twin math_sqrt_exp_f64.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @sqrtexp(%x : memref<4xf64>, %y : memref<4xf64>, %r : memref<2x4xf64>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %i = %c0 to %c4 step %c1 {
        %a = memref.load %x[%i] : memref<4xf64>
        %s = math.sqrt %a : f64
        memref.store %s, %r[%c0, %i] : memref<2x4xf64>
        %b = memref.load %y[%i] : memref<4xf64>
        %e = math.exp %b : f64
        memref.store %e, %r[%c1, %i] : memref<2x4xf64>
      }
      gpu.return

    }
  }
  func.func @main() {
    %x = memref.alloc() : memref<4xf64>
    %y = memref.alloc() : memref<4xf64>
    %r = memref.alloc() : memref<2x4xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %x0 = arith.constant 2.0 : f64
    %x1 = arith.constant 1.0e-300 : f64
    %x2 = arith.constant 1.0e300 : f64
    %x3 = arith.constant 0.0625 : f64
    memref.store %x0, %x[%c0] : memref<4xf64>
    memref.store %x1, %x[%c1] : memref<4xf64>
    memref.store %x2, %x[%c2] : memref<4xf64>
    memref.store %x3, %x[%c3] : memref<4xf64>
    %y0 = arith.constant 1.0 : f64
    %y1 = arith.constant -700.0 : f64
    %y2 = arith.constant 700.0 : f64
    %y3 = arith.constant 0.5 : f64
    memref.store %y0, %y[%c0] : memref<4xf64>
    memref.store %y1, %y[%c1] : memref<4xf64>
    memref.store %y2, %y[%c2] : memref<4xf64>
    memref.store %y3, %y[%c3] : memref<4xf64>
    gpu.launch_func @kernels::@sqrtexp
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<4xf64>, %y : memref<4xf64>, %r : memref<2x4xf64>)
    %p_r = memref.cast %r : memref<2x4xf64> to memref<*xf64>
    call @printMemrefF64(%p_r) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefF64(%m : memref<*xf64>) attributes {llvm.emit_c_interface}
}
