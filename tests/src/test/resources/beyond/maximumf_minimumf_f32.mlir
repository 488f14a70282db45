// maximumf_minimumf_f32: arith.maximumf / minimumf (NaN-propagating, -0 < +0) and maxnumf /
// minnumf (NaN-ignoring) on f32. a = 1 2 -0 +0 -inf inf NaN 1, b = 2 1 +0 -0 3 -5 1 NaN.
// A NaN result is stored as -999 (arith.cmpf une r, r + select), since the sign of a NaN
// produced by an op is not specified; maxnumf/minnumf results get + 0.0, which turns -0 into
// +0, since their choice between -0 and +0 is not specified either:
//   maximumf = 2 2 0 0 3 inf -999 -999;  minimumf = 1 1 -0 -0 -inf -5 -999 -999
//   maxnumf  = 2 2 0 0 3 inf 1 1;        minnumf  = 1 1 0 0 -inf -5 1 1
// Beyond item 5 (MLIR: "failed to legalize operation 'spirv.IsNan'").
// Expected output: CPU twin maximumf_minimumf_f32.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @fmaxmin(%a : memref<8xf32>, %b : memref<8xf32>, %r : memref<4x8xf32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c8 = arith.constant 8 : index
      %zero = arith.constant 0.0 : f32
      %sentinel = arith.constant -999.0 : f32
      scf.for %i = %c0 to %c8 step %c1 {
        %x = memref.load %a[%i] : memref<8xf32>
        %y = memref.load %b[%i] : memref<8xf32>
        %m0 = arith.maximumf %x, %y : f32
        %n0 = arith.cmpf une, %m0, %m0 : f32
        %r0 = arith.select %n0, %sentinel, %m0 : f32
        memref.store %r0, %r[%c0, %i] : memref<4x8xf32>
        %m1 = arith.minimumf %x, %y : f32
        %n1 = arith.cmpf une, %m1, %m1 : f32
        %r1 = arith.select %n1, %sentinel, %m1 : f32
        memref.store %r1, %r[%c1, %i] : memref<4x8xf32>
        %m2 = arith.maxnumf %x, %y : f32
        %z2 = arith.addf %m2, %zero : f32
        %n2 = arith.cmpf une, %z2, %z2 : f32
        %r2 = arith.select %n2, %sentinel, %z2 : f32
        memref.store %r2, %r[%c2, %i] : memref<4x8xf32>
        %m3 = arith.minnumf %x, %y : f32
        %z3 = arith.addf %m3, %zero : f32
        %n3 = arith.cmpf une, %z3, %z3 : f32
        %r3 = arith.select %n3, %sentinel, %z3 : f32
        memref.store %r3, %r[%c3, %i] : memref<4x8xf32>
      }
      gpu.return

    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<8xf32>
    %b = memref.alloc() : memref<8xf32>
    %r = memref.alloc() : memref<4x8xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %a0 = arith.constant 1.0 : f32
    %a1 = arith.constant 2.0 : f32
    %a2 = arith.constant -0.0 : f32
    %a3 = arith.constant 0.0 : f32
    %a4 = arith.constant 0xFF800000 : f32
    %a5 = arith.constant 0x7F800000 : f32
    %a6 = arith.constant 0x7FC00000 : f32
    %a7 = arith.constant 1.0 : f32
    memref.store %a0, %a[%c0] : memref<8xf32>
    memref.store %a1, %a[%c1] : memref<8xf32>
    memref.store %a2, %a[%c2] : memref<8xf32>
    memref.store %a3, %a[%c3] : memref<8xf32>
    memref.store %a4, %a[%c4] : memref<8xf32>
    memref.store %a5, %a[%c5] : memref<8xf32>
    memref.store %a6, %a[%c6] : memref<8xf32>
    memref.store %a7, %a[%c7] : memref<8xf32>
    %b0 = arith.constant 2.0 : f32
    %b1 = arith.constant 1.0 : f32
    %b2 = arith.constant 0.0 : f32
    %b3 = arith.constant -0.0 : f32
    %b4 = arith.constant 3.0 : f32
    %b5 = arith.constant -5.0 : f32
    %b6 = arith.constant 1.0 : f32
    %b7 = arith.constant 0x7FC00000 : f32
    memref.store %b0, %b[%c0] : memref<8xf32>
    memref.store %b1, %b[%c1] : memref<8xf32>
    memref.store %b2, %b[%c2] : memref<8xf32>
    memref.store %b3, %b[%c3] : memref<8xf32>
    memref.store %b4, %b[%c4] : memref<8xf32>
    memref.store %b5, %b[%c5] : memref<8xf32>
    memref.store %b6, %b[%c6] : memref<8xf32>
    memref.store %b7, %b[%c7] : memref<8xf32>
    gpu.launch_func @kernels::@fmaxmin
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<8xf32>, %b : memref<8xf32>, %r : memref<4x8xf32>)
    %p_r = memref.cast %r : memref<4x8xf32> to memref<*xf32>
    call @printMemrefF32(%p_r) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
