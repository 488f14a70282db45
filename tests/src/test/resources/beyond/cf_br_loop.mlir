// cf_br_loop: a kernel whose loops are built from cf.br / cf.cond_br with block arguments
// (no scf): for each of 8 elements, out[i] = 1 + 2 + ... + x[i] (0 when x[i] < 1).
//   x = 0 1 2 3 4 10 -5 100 -> out = 0 1 3 6 10 55 0 5050
// Beyond item 5 (MLIR: "failed to legalize operation 'cf.br'").
// Expected output: CPU twin cf_br_loop.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @tri(%x : memref<8xi32>, %out : memref<8xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      cf.br ^outer(%c0 : index)
    ^outer(%i : index):
      %more = arith.cmpi slt, %i, %c8 : index
      cf.cond_br %more, ^body, ^done
    ^body:
      %n = memref.load %x[%i] : memref<8xi32>
      cf.br ^inner(%one, %zero : i32, i32)
    ^inner(%k : i32, %acc : i32):
      %le = arith.cmpi sle, %k, %n : i32
      cf.cond_br %le, ^step, ^store
    ^step:
      %acc2 = arith.addi %acc, %k : i32
      %k2 = arith.addi %k, %one : i32
      cf.br ^inner(%k2, %acc2 : i32, i32)
    ^store:
      memref.store %acc, %out[%i] : memref<8xi32>
      %i2 = arith.addi %i, %c1 : index
      cf.br ^outer(%i2 : index)
    ^done:
      gpu.return

    }
  }
  func.func @main() {
    %x = memref.alloc() : memref<8xi32>
    %out = memref.alloc() : memref<8xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %x0 = arith.constant 0 : i32
    %x1 = arith.constant 1 : i32
    %x2 = arith.constant 2 : i32
    %x3 = arith.constant 3 : i32
    %x4 = arith.constant 4 : i32
    %x5 = arith.constant 10 : i32
    %x6 = arith.constant -5 : i32
    %x7 = arith.constant 100 : i32
    memref.store %x0, %x[%c0] : memref<8xi32>
    memref.store %x1, %x[%c1] : memref<8xi32>
    memref.store %x2, %x[%c2] : memref<8xi32>
    memref.store %x3, %x[%c3] : memref<8xi32>
    memref.store %x4, %x[%c4] : memref<8xi32>
    memref.store %x5, %x[%c5] : memref<8xi32>
    memref.store %x6, %x[%c6] : memref<8xi32>
    memref.store %x7, %x[%c7] : memref<8xi32>
    gpu.launch_func @kernels::@tri
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<8xi32>, %out : memref<8xi32>)
    %p_out = memref.cast %out : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%p_out) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
