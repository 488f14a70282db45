// thread_id_link: a kernel using gpu.thread_id lowers, but the builtin variable it reads is
// never defined, so mlir-runner fails to link (the lowering itself succeeds).
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @k(%a : memref<4xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %t = gpu.thread_id x
      %v = arith.constant 5 : i32
      memref.store %v, %a[%t] : memref<4xi32>
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<4xi32>
    %one = arith.constant 1 : index
    %four = arith.constant 4 : index
    gpu.launch_func @kernels::@k
        blocks in (%one, %one, %one) threads in (%four, %one, %one)
        args(%a : memref<4xi32>)
    %p = memref.cast %a : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
