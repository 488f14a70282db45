// maximumf_minimumf_f64: arith.maximumf / minimumf / maxnumf / minnumf on f64 (rows 0..3), with
// a = 1.5 -0 -inf NaN, b = -2.5 +0 1e300 2. NaN results are stored as -999 and maxnumf/minnumf
// results get + 0.0 (see maximumf_minimumf_f32.mlir for why):
//   maximumf = 1.5 0 1e300 -999;  minimumf = -2.5 -0 -inf -999
//   maxnumf  = 1.5 0 1e300 2;     minnumf  = -2.5 0 -inf 2
// Beyond item 5. Expected output: CPU twin maximumf_minimumf_f64.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @dmaxmin(%a : memref<4xf64>, %b : memref<4xf64>, %r : memref<4x4xf64>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %zero = arith.constant 0.0 : f64
      %sentinel = arith.constant -999.0 : f64
      scf.for %i = %c0 to %c4 step %c1 {
        %x = memref.load %a[%i] : memref<4xf64>
        %y = memref.load %b[%i] : memref<4xf64>
        %m0 = arith.maximumf %x, %y : f64
        %n0 = arith.cmpf une, %m0, %m0 : f64
        %r0 = arith.select %n0, %sentinel, %m0 : f64
        memref.store %r0, %r[%c0, %i] : memref<4x4xf64>
        %m1 = arith.minimumf %x, %y : f64
        %n1 = arith.cmpf une, %m1, %m1 : f64
        %r1 = arith.select %n1, %sentinel, %m1 : f64
        memref.store %r1, %r[%c1, %i] : memref<4x4xf64>
        %m2 = arith.maxnumf %x, %y : f64
        %z2 = arith.addf %m2, %zero : f64
        %n2 = arith.cmpf une, %z2, %z2 : f64
        %r2 = arith.select %n2, %sentinel, %z2 : f64
        memref.store %r2, %r[%c2, %i] : memref<4x4xf64>
        %m3 = arith.minnumf %x, %y : f64
        %z3 = arith.addf %m3, %zero : f64
        %n3 = arith.cmpf une, %z3, %z3 : f64
        %r3 = arith.select %n3, %sentinel, %z3 : f64
        memref.store %r3, %r[%c3, %i] : memref<4x4xf64>
      }
      gpu.return

    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<4xf64>
    %b = memref.alloc() : memref<4xf64>
    %r = memref.alloc() : memref<4x4xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %a0 = arith.constant 1.5 : f64
    %a1 = arith.constant -0.0 : f64
    %a2 = arith.constant 0xFFF0000000000000 : f64
    %a3 = arith.constant 0x7FF8000000000000 : f64
    memref.store %a0, %a[%c0] : memref<4xf64>
    memref.store %a1, %a[%c1] : memref<4xf64>
    memref.store %a2, %a[%c2] : memref<4xf64>
    memref.store %a3, %a[%c3] : memref<4xf64>
    %b0 = arith.constant -2.5 : f64
    %b1 = arith.constant 0.0 : f64
    %b2 = arith.constant 1.0e300 : f64
    %b3 = arith.constant 2.0 : f64
    memref.store %b0, %b[%c0] : memref<4xf64>
    memref.store %b1, %b[%c1] : memref<4xf64>
    memref.store %b2, %b[%c2] : memref<4xf64>
    memref.store %b3, %b[%c3] : memref<4xf64>
    gpu.launch_func @kernels::@dmaxmin
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4xf64>, %b : memref<4xf64>, %r : memref<4x4xf64>)
    %p_r = memref.cast %r : memref<4x4xf64> to memref<*xf64>
    call @printMemrefF64(%p_r) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefF64(%m : memref<*xf64>) attributes {llvm.emit_c_interface}
}
