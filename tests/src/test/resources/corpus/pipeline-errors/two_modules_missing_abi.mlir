// two_modules_missing_abi: two gpu.modules whose kernels lack spirv.entry_point_abi. The pass
// stops at the first module, so only its diagnostics show (rw converts the modules' contents on
// several threads and reports as this sequential order would).
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @first {
    gpu.func @k(%a : memref<4xi32>) kernel {
      %c0 = arith.constant 0 : index
      %v = arith.constant 7 : i32
      memref.store %v, %a[%c0] : memref<4xi32>
      gpu.return
    }
  }
  gpu.module @second {
    gpu.func @k(%a : memref<4xf32>) kernel {
      %c1 = arith.constant 1 : index
      %v = arith.constant 2.0 : f32
      memref.store %v, %a[%c1] : memref<4xf32>
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<4xi32>
    %b = memref.alloc() : memref<4xf32>
    %one = arith.constant 1 : index
    gpu.launch_func @first::@k
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<4xi32>)
    gpu.launch_func @second::@k
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b : memref<4xf32>)
    return
  }
}
