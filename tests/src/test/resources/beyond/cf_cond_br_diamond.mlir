// cf_cond_br_diamond: cf.cond_br diamonds whose join block takes the result as a block
// argument, and two gpu.return terminators (an early exit). @diamond(%x, %flag, %out): if
// flag[0] == 0 it returns at once; otherwise out[i] = x[i] < 0 ? -2 * x[i] : x[i] + 100.
// Launched with flag = 1 then again with flag = 0 (which must leave out untouched):
//   x = 5 -3 0 -1 7 -100 20 12 -> out = 105 6 100 2 107 200 120 112
// Beyond item 5 (MLIR: "failed to legalize operation 'cf.cond_br'").
// Expected output: CPU twin cf_cond_br_diamond.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @diamond(%x : memref<8xi32>, %flag : memref<2xi32>, %out : memref<8xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %zero = arith.constant 0 : i32
      %minus2 = arith.constant -2 : i32
      %hundred = arith.constant 100 : i32
      %f = memref.load %flag[%c0] : memref<2xi32>
      %skip = arith.cmpi eq, %f, %zero : i32
      cf.cond_br %skip, ^early, ^loop(%c0 : index)
    ^early:
      gpu.return
    ^loop(%i : index):
      %in = arith.cmpi slt, %i, %c8 : index
      cf.cond_br %in, ^check, ^exit
    ^check:
      %v = memref.load %x[%i] : memref<8xi32>
      %neg = arith.cmpi slt, %v, %zero : i32
      cf.cond_br %neg, ^negative(%v : i32), ^positive
    ^negative(%a : i32):
      %m = arith.muli %a, %minus2 : i32
      cf.br ^join(%m : i32)
    ^positive:
      %p = arith.addi %v, %hundred : i32
      cf.br ^join(%p : i32)
    ^join(%r : i32):
      memref.store %r, %out[%i] : memref<8xi32>
      %i2 = arith.addi %i, %c1 : index
      cf.br ^loop(%i2 : index)
    ^exit:
      gpu.return

    }
  }
  func.func @main() {
    %x = memref.alloc() : memref<8xi32>
    %on = memref.alloc() : memref<2xi32>
    %off = memref.alloc() : memref<2xi32>
    %out = memref.alloc() : memref<8xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %x0 = arith.constant 5 : i32
    %x1 = arith.constant -3 : i32
    %x2 = arith.constant 0 : i32
    %x3 = arith.constant -1 : i32
    %x4 = arith.constant 7 : i32
    %x5 = arith.constant -100 : i32
    %x6 = arith.constant 20 : i32
    %x7 = arith.constant 12 : i32
    memref.store %x0, %x[%c0] : memref<8xi32>
    memref.store %x1, %x[%c1] : memref<8xi32>
    memref.store %x2, %x[%c2] : memref<8xi32>
    memref.store %x3, %x[%c3] : memref<8xi32>
    memref.store %x4, %x[%c4] : memref<8xi32>
    memref.store %x5, %x[%c5] : memref<8xi32>
    memref.store %x6, %x[%c6] : memref<8xi32>
    memref.store %x7, %x[%c7] : memref<8xi32>
    %on0 = arith.constant 1 : i32
    %on1 = arith.constant 1 : i32
    memref.store %on0, %on[%c0] : memref<2xi32>
    memref.store %on1, %on[%c1] : memref<2xi32>
    %off0 = arith.constant 0 : i32
    %off1 = arith.constant 0 : i32
    memref.store %off0, %off[%c0] : memref<2xi32>
    memref.store %off1, %off[%c1] : memref<2xi32>
    gpu.launch_func @kernels::@diamond
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<8xi32>, %on : memref<2xi32>, %out : memref<8xi32>)
    gpu.launch_func @kernels::@diamond
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<8xi32>, %off : memref<2xi32>, %out : memref<8xi32>)
    %p_out = memref.cast %out : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%p_out) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
