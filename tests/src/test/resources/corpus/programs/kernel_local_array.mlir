// kernel_local_array: a kernel-local scratch array (memref.alloca in the SPIR-V Function
// storage class, lowered to llvm.alloca) used to reverse and accumulate a buffer; the alloca
// sits inside a loop, as the issue about stack use describes.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @local(%buf : memref<6xi32>, %out : memref<3x6xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      scf.for %r = %c0 to %c3 step %c1 {
        %tmp = memref.alloca() : memref<6xi32, #spirv.storage_class<Function>>
        %ri = arith.index_cast %r : index to i32
        scf.for %i = %c0 to %c6 step %c1 {
          %v = memref.load %buf[%i] : memref<6xi32>
          %rev = arith.subi %c5, %i : index
          %w = arith.addi %v, %ri : i32
          memref.store %w, %tmp[%rev] : memref<6xi32, #spirv.storage_class<Function>>
        }
        scf.for %i = %c0 to %c6 step %c1 {
          %t = memref.load %tmp[%i] : memref<6xi32, #spirv.storage_class<Function>>
          memref.store %t, %out[%r, %i] : memref<3x6xi32>
        }
      }
      gpu.return
    }
  }
  func.func @main() {
    %buf = memref.alloc() : memref<6xi32>
    %out = memref.alloc() : memref<3x6xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %v0 = arith.constant 10 : i32
    %v1 = arith.constant 20 : i32
    %v2 = arith.constant 30 : i32
    %v3 = arith.constant 40 : i32
    %v4 = arith.constant 50 : i32
    %v5 = arith.constant 60 : i32
    memref.store %v0, %buf[%c0] : memref<6xi32>
    memref.store %v1, %buf[%c1] : memref<6xi32>
    memref.store %v2, %buf[%c2] : memref<6xi32>
    memref.store %v3, %buf[%c3] : memref<6xi32>
    memref.store %v4, %buf[%c4] : memref<6xi32>
    memref.store %v5, %buf[%c5] : memref<6xi32>
    gpu.launch_func @kernels::@local
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%buf : memref<6xi32>, %out : memref<3x6xi32>)
    %p = memref.cast %out : memref<3x6xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
