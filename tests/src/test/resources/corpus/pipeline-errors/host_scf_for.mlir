// host_scf_for: an scf.for in the host function @main; the pipeline does not lower scf on the
// host, so the lowered module still contains scf.for and mlir-runner cannot parse it (the
// lowering itself succeeds).
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @k(%a : memref<4xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %v = arith.constant 9 : i32
    scf.for %i = %c0 to %c4 step %c1 {
      memref.store %v, %a[%i] : memref<4xi32>
    }
    gpu.launch_func @kernels::@k
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4xi32>)
    return
  }
}
