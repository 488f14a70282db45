// alias_in_place_add: one buffer passed as both kernel arguments. @dbl(%out, %in) does
// out[i] = in[i] + in[i]; launched as @dbl(a, a) on a = 1..8 it updates a in place, then as
// @dbl(b, a) (distinct buffers) it writes b = 2a:
//   a = 2 4 6 8 10 12 14 16;  b = 4 8 12 16 20 24 28 32.
// Beyond item 3 (MLIR copies each argument into its own global and back in argument order, so
// the unchanged copy of %in overwrites the result: see alias_in_place_add.mlir22.txt).
// Expected output: CPU twin alias_in_place_add.cpu.mlir (the same memref passed twice).
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @dbl(%out : memref<8xi32>, %in : memref<8xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      scf.for %i = %c0 to %c8 step %c1 {
        %x = memref.load %in[%i] : memref<8xi32>
        %y = arith.addi %x, %x : i32
        memref.store %y, %out[%i] : memref<8xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<8xi32>
    %b = memref.alloc() : memref<8xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %v1 = arith.constant 1 : i32
    %v2 = arith.constant 2 : i32
    %v3 = arith.constant 3 : i32
    %v4 = arith.constant 4 : i32
    %v5 = arith.constant 5 : i32
    %v6 = arith.constant 6 : i32
    %v7 = arith.constant 7 : i32
    %v8 = arith.constant 8 : i32
    memref.store %v1, %a[%c0] : memref<8xi32>
    memref.store %v2, %a[%c1] : memref<8xi32>
    memref.store %v3, %a[%c2] : memref<8xi32>
    memref.store %v4, %a[%c3] : memref<8xi32>
    memref.store %v5, %a[%c4] : memref<8xi32>
    memref.store %v6, %a[%c5] : memref<8xi32>
    memref.store %v7, %a[%c6] : memref<8xi32>
    memref.store %v8, %a[%c7] : memref<8xi32>
    gpu.launch_func @kernels::@dbl
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<8xi32>, %a : memref<8xi32>)
    gpu.launch_func @kernels::@dbl
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%b : memref<8xi32>, %a : memref<8xi32>)
    %pa = memref.cast %a : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%pa) : (memref<*xi32>) -> ()
    %pb = memref.cast %b : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%pb) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
