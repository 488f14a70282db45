// aligned_alloc_64: memref.alloc() {alignment = 64} (malloc returns 16-byte aligned memory, so
// the aligned pointer is usually, but not always, past the allocated one). The host stores
// 10 20 30 40, the kernel adds 1 to each element: a = 11 21 31 41.
// Beyond item 4 (MLIR's result depends on where malloc put the buffer: right when the two
// pointers happen to coincide, the host's values unchanged otherwise; see aligned_alloc_64.mlir22.txt).
// Expected output: CPU twin aligned_alloc_64.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @inc(%a : memref<4xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %one = arith.constant 1 : i32
      scf.for %i = %c0 to %c4 step %c1 {
        %x = memref.load %a[%i] : memref<4xi32>
        %y = arith.addi %x, %one : i32
        memref.store %y, %a[%i] : memref<4xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() {alignment = 64} : memref<4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %v10 = arith.constant 10 : i32
    %v20 = arith.constant 20 : i32
    %v30 = arith.constant 30 : i32
    %v40 = arith.constant 40 : i32
    memref.store %v10, %a[%c0] : memref<4xi32>
    memref.store %v20, %a[%c1] : memref<4xi32>
    memref.store %v30, %a[%c2] : memref<4xi32>
    memref.store %v40, %a[%c3] : memref<4xi32>
    gpu.launch_func @kernels::@inc
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4xi32>)
    %p = memref.cast %a : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
