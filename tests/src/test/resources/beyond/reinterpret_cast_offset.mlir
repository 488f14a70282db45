// reinterpret_cast_offset: a kernel argument with a non-zero offset, memref<8xi32, strided<[1],
// offset: 4>>, made by memref.reinterpret_cast of a 12-element buffer (all[i] = 10i, stored by
// the host); the kernel doubles its 8 elements, i.e. all[4..11]:
//   all = 0 10 20 30 80 100 120 140 160 180 200 220.
// Beyond item 4 (MLIR copies 8 elements from the buffer's start, without the offset, into a
// 12-element global that the kernel indexes from 4: see reinterpret_cast_offset.mlir22.txt).
// Expected output: CPU twin reinterpret_cast_offset.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @dbl(%v : memref<8xi32, strided<[1], offset: 4>>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      scf.for %i = %c0 to %c8 step %c1 {
        %x = memref.load %v[%i] : memref<8xi32, strided<[1], offset: 4>>
        %y = arith.addi %x, %x : i32
        memref.store %y, %v[%i] : memref<8xi32, strided<[1], offset: 4>>
      }
      gpu.return
    }
  }
  func.func @main() {
    %all = memref.alloc() : memref<12xi32>
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
    %c10 = arith.constant 10 : index
    %c11 = arith.constant 11 : index
    %v0 = arith.constant 0 : i32
    %v10 = arith.constant 10 : i32
    %v20 = arith.constant 20 : i32
    %v30 = arith.constant 30 : i32
    %v40 = arith.constant 40 : i32
    %v50 = arith.constant 50 : i32
    %v60 = arith.constant 60 : i32
    %v70 = arith.constant 70 : i32
    %v80 = arith.constant 80 : i32
    %v90 = arith.constant 90 : i32
    %v100 = arith.constant 100 : i32
    %v110 = arith.constant 110 : i32
    memref.store %v0, %all[%c0] : memref<12xi32>
    memref.store %v10, %all[%c1] : memref<12xi32>
    memref.store %v20, %all[%c2] : memref<12xi32>
    memref.store %v30, %all[%c3] : memref<12xi32>
    memref.store %v40, %all[%c4] : memref<12xi32>
    memref.store %v50, %all[%c5] : memref<12xi32>
    memref.store %v60, %all[%c6] : memref<12xi32>
    memref.store %v70, %all[%c7] : memref<12xi32>
    memref.store %v80, %all[%c8] : memref<12xi32>
    memref.store %v90, %all[%c9] : memref<12xi32>
    memref.store %v100, %all[%c10] : memref<12xi32>
    memref.store %v110, %all[%c11] : memref<12xi32>
    %v = memref.reinterpret_cast %all to offset: [4], sizes: [8], strides: [1]
        : memref<12xi32> to memref<8xi32, strided<[1], offset: 4>>
    gpu.launch_func @kernels::@dbl
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%v : memref<8xi32, strided<[1], offset: 4>>)
    %pa = memref.cast %all : memref<12xi32> to memref<*xi32>
    call @printMemrefI32(%pa) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
