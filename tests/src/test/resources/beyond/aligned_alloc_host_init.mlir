// aligned_alloc_host_init: buffers from memref.alloc() {alignment = 4096}, whose aligned pointer
// (where the host's memref.store and printMemref go) lies past the pointer malloc returned.
// The host stores a = 1 2 3 4, f = [[0.5, 1.5], [2.5, 3.5]], o = -1 -1 -1 -1; the kernel does
// o[i] = 3 * a[i] + fptosi(2 * f[i / 2][i mod 2]) and f *= 2 (in place):
//   o = 4 9 14 19;  f = [[1, 3], [5, 7]];  a unchanged.
// Beyond item 4 (MLIR copies to and from the allocated pointer, so the kernel never sees the
// host's data and the host never sees the kernel's results: see aligned_alloc_host_init.mlir22.txt).
// Expected output: CPU twin aligned_alloc_host_init.cpu.mlir (same allocations, kernel called).
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @combine(%a : memref<4xi32>, %f : memref<2x2xf32>, %o : memref<4xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %three = arith.constant 3 : i32
      %two = arith.constant 2.0 : f32
      scf.for %i = %c0 to %c4 step %c1 {
        %r = arith.divui %i, %c2 : index
        %k = arith.remui %i, %c2 : index
        %x = memref.load %a[%i] : memref<4xi32>
        %y = memref.load %f[%r, %k] : memref<2x2xf32>
        %y2 = arith.mulf %y, %two : f32
        memref.store %y2, %f[%r, %k] : memref<2x2xf32>
        %yi = arith.fptosi %y2 : f32 to i32
        %x3 = arith.muli %x, %three : i32
        %s = arith.addi %x3, %yi : i32
        memref.store %s, %o[%i] : memref<4xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() {alignment = 4096} : memref<4xi32>
    %f = memref.alloc() {alignment = 4096} : memref<2x2xf32>
    %o = memref.alloc() {alignment = 4096} : memref<4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %v1 = arith.constant 1 : i32
    %v2 = arith.constant 2 : i32
    %v3 = arith.constant 3 : i32
    %v4 = arith.constant 4 : i32
    %m1 = arith.constant -1 : i32
    %f0 = arith.constant 0.5 : f32
    %f1 = arith.constant 1.5 : f32
    %f2 = arith.constant 2.5 : f32
    %f3 = arith.constant 3.5 : f32
    memref.store %v1, %a[%c0] : memref<4xi32>
    memref.store %v2, %a[%c1] : memref<4xi32>
    memref.store %v3, %a[%c2] : memref<4xi32>
    memref.store %v4, %a[%c3] : memref<4xi32>
    memref.store %f0, %f[%c0, %c0] : memref<2x2xf32>
    memref.store %f1, %f[%c0, %c1] : memref<2x2xf32>
    memref.store %f2, %f[%c1, %c0] : memref<2x2xf32>
    memref.store %f3, %f[%c1, %c1] : memref<2x2xf32>
    memref.store %m1, %o[%c0] : memref<4xi32>
    memref.store %m1, %o[%c1] : memref<4xi32>
    memref.store %m1, %o[%c2] : memref<4xi32>
    memref.store %m1, %o[%c3] : memref<4xi32>
    gpu.launch_func @kernels::@combine
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4xi32>, %f : memref<2x2xf32>, %o : memref<4xi32>)
    %po = memref.cast %o : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%po) : (memref<*xi32>) -> ()
    %pf = memref.cast %f : memref<2x2xf32> to memref<*xf32>
    call @printMemrefF32(%pf) : (memref<*xf32>) -> ()
    %pa = memref.cast %a : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%pa) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
