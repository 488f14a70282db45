// arith_i64: i64 arithmetic in a kernel (needs the Int64 capability): addi, subi, muli, divsi,
// divui, remui, andi, xori, shli, shrsi with values beyond 32 bits; printMemrefI64 on the host.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @i64ops(%in : memref<2xi64>, %out : memref<10xi64>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %c9 = arith.constant 9 : index
      %x = memref.load %in[%c0] : memref<2xi64>
      %y = memref.load %in[%c1] : memref<2xi64>
      %sh = arith.constant 20 : i64
      %mask = arith.constant 0xFFFF0000FFFF : i64
      %a = arith.addi %x, %y : i64
      memref.store %a, %out[%c0] : memref<10xi64>
      %b = arith.subi %y, %x : i64
      memref.store %b, %out[%c1] : memref<10xi64>
      %m = arith.muli %x, %y : i64
      memref.store %m, %out[%c2] : memref<10xi64>
      %d = arith.divsi %b, %x : i64
      memref.store %d, %out[%c3] : memref<10xi64>
      %u = arith.divui %b, %y : i64
      memref.store %u, %out[%c4] : memref<10xi64>
      %r = arith.remui %x, %y : i64
      memref.store %r, %out[%c5] : memref<10xi64>
      %n = arith.andi %x, %mask : i64
      memref.store %n, %out[%c6] : memref<10xi64>
      %e = arith.xori %y, %mask : i64
      memref.store %e, %out[%c7] : memref<10xi64>
      %l = arith.shli %x, %sh : i64
      memref.store %l, %out[%c8] : memref<10xi64>
      %s = arith.shrsi %b, %sh : i64
      memref.store %s, %out[%c9] : memref<10xi64>
      gpu.return
    }
  }
  func.func @main() {
    %in = memref.alloc() : memref<2xi64>
    %out = memref.alloc() : memref<10xi64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %x = arith.constant 123456789012 : i64
    %y = arith.constant -987654321 : i64
    memref.store %x, %in[%c0] : memref<2xi64>
    memref.store %y, %in[%c1] : memref<2xi64>
    gpu.launch_func @kernels::@i64ops
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%in : memref<2xi64>, %out : memref<10xi64>)
    %p = memref.cast %out : memref<10xi64> to memref<*xi64>
    call @printMemrefI64(%p) : (memref<*xi64>) -> ()
    return
  }
  func.func private @printMemrefI64(%m : memref<*xi64>) attributes {llvm.emit_c_interface}
}
