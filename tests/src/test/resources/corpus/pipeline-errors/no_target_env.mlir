// no_target_env: a module without spirv.target_env (the default target env cannot lower the
// storage-buffer loads).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a : memref<4xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %x = memref.load %a[%c0] : memref<4xi32>
      memref.store %x, %a[%c1] : memref<4xi32>
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<4xi32>
    %one = arith.constant 1 : index
    gpu.launch_func @kernels::@k
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<4xi32>)
    return
  }
}
