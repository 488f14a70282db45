// ids_divergent_f32: blocks (4,1,1) x threads (8,1,1); work-items take different paths of an
// scf.if on the parity of their thread id and write f32 results into a 4x8 buffer [bid][tid]:
//   tid even: tid * 1.5 + bid          tid odd: -bid - 0.25 * tid
// e.g. row 2 = 2 -2.25 5 -2.75 8 -3.25 11 -3.75.
// Beyond item 2. Expected output: CPU twin ids_divergent_f32.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @diverge(%out : memref<4x8xf32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 1, 1]>} {
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %bi = arith.index_cast %b : index to i32
      %ti = arith.index_cast %t : index to i32
      %bf = arith.sitofp %bi : i32 to f32
      %tf = arith.sitofp %ti : i32 to f32
      %one = arith.constant 1 : i32
      %zero = arith.constant 0 : i32
      %par = arith.andi %ti, %one : i32
      %even = arith.cmpi eq, %par, %zero : i32
      %v = scf.if %even -> (f32) {
        %k = arith.constant 1.5 : f32
        %m = arith.mulf %tf, %k : f32
        %r = arith.addf %m, %bf : f32
        scf.yield %r : f32
      } else {
        %q = arith.constant 0.25 : f32
        %n = arith.negf %bf : f32
        %m = arith.mulf %q, %tf : f32
        %r = arith.subf %n, %m : f32
        scf.yield %r : f32
      }
      memref.store %v, %out[%b, %t] : memref<4x8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %out = memref.alloc() : memref<4x8xf32>
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @kernels::@diverge
        blocks in (%c4, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%out : memref<4x8xf32>)
    %p = memref.cast %out : memref<4x8xf32> to memref<*xf32>
    call @printMemrefF32(%p) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
