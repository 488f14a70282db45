// cf_switch: cf.switch in a kernel, with case values, a default, and block arguments on both
// (the loop around it is made of cf branches too):
// out[i] = 100 if x[i] = 0, 200 if x[i] = 1, 1000 * x[i] if x[i] = 5 or -7, else -x[i]:
//   x = 0 1 5 -7 2 -1 1 9 -> out = 100 200 5000 -7000 -2 1 200 -9
// Beyond item 5 (cf branches in kernels; MLIR: "failed to legalize operation 'cf.br'").
// Expected output: CPU twin cf_switch.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @classify(%x : memref<8xi32>, %out : memref<8xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %h1 = arith.constant 100 : i32
      %h2 = arith.constant 200 : i32
      %k = arith.constant 1000 : i32
      %zero = arith.constant 0 : i32
      cf.br ^loop(%c0 : index)
    ^loop(%i : index):
      %more = arith.cmpi slt, %i, %c8 : index
      cf.cond_br %more, ^body, ^exit
    ^body:
      %v = memref.load %x[%i] : memref<8xi32>
      cf.switch %v : i32, [
        default: ^other(%v : i32),
        0: ^done(%h1 : i32),
        1: ^done(%h2 : i32),
        5: ^scale(%v : i32),
        -7: ^scale(%v : i32)
      ]
    ^scale(%s : i32):
      %t = arith.muli %s, %k : i32
      cf.br ^done(%t : i32)
    ^other(%o : i32):
      %n = arith.subi %zero, %o : i32
      cf.br ^done(%n : i32)
    ^done(%d : i32):
      memref.store %d, %out[%i] : memref<8xi32>
      %i2 = arith.addi %i, %c1 : index
      cf.br ^loop(%i2 : index)
    ^exit:
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
    %x2 = arith.constant 5 : i32
    %x3 = arith.constant -7 : i32
    %x4 = arith.constant 2 : i32
    %x5 = arith.constant -1 : i32
    %x6 = arith.constant 1 : i32
    %x7 = arith.constant 9 : i32
    memref.store %x0, %x[%c0] : memref<8xi32>
    memref.store %x1, %x[%c1] : memref<8xi32>
    memref.store %x2, %x[%c2] : memref<8xi32>
    memref.store %x3, %x[%c3] : memref<8xi32>
    memref.store %x4, %x[%c4] : memref<8xi32>
    memref.store %x5, %x[%c5] : memref<8xi32>
    memref.store %x6, %x[%c6] : memref<8xi32>
    memref.store %x7, %x[%c7] : memref<8xi32>
    gpu.launch_func @kernels::@classify
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<8xi32>, %out : memref<8xi32>)
    %p_out = memref.cast %out : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%p_out) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
