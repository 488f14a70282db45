// cf_br_in_kernel: a cf.br inside a kernel (convert-gpu-to-spirv has no cf patterns).
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @k(%a : memref<4xi32>, %c : memref<4xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %x = memref.load %a[%c0] : memref<4xi32>
      %y = memref.load %a[%c1] : memref<4xi32>
      cf.br ^bb1
    ^bb1:
      %r = arith.addi %x, %y : i32
      memref.store %r, %c[%c0] : memref<4xi32>
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<4xi32>
    %c = memref.alloc() : memref<4xi32>
    %one = arith.constant 1 : index
    gpu.launch_func @kernels::@k
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<4xi32>, %c : memref<4xi32>)
    return
  }
}
