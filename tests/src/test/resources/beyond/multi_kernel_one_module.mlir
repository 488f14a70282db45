// multi_kernel_one_module: three kernels in one gpu.module (@init, @add5, @scale3), launched on
// one buffer in the order init, add5, scale3, add5, so the result depends on the order:
// out[i] = ((i + 5) * 3) + 5 = 3*i + 20 for i = 0..7, i.e. 20 23 26 29 32 35 38 41.
// Beyond item 1 (MLIR: "The module must contain exactly one entry point function").
// Expected output: CPU twin multi_kernel_one_module.cpu.mlir (each 1x1x1 launch is a call).
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @init(%a : memref<8xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      scf.for %i = %c0 to %c8 step %c1 {
        %v = arith.index_cast %i : index to i32
        memref.store %v, %a[%i] : memref<8xi32>
      }
      gpu.return
    }
    gpu.func @add5(%a : memref<8xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %five = arith.constant 5 : i32
      scf.for %i = %c0 to %c8 step %c1 {
        %x = memref.load %a[%i] : memref<8xi32>
        %y = arith.addi %x, %five : i32
        memref.store %y, %a[%i] : memref<8xi32>
      }
      gpu.return
    }
    gpu.func @scale3(%a : memref<8xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %three = arith.constant 3 : i32
      scf.for %i = %c0 to %c8 step %c1 {
        %x = memref.load %a[%i] : memref<8xi32>
        %y = arith.muli %x, %three : i32
        memref.store %y, %a[%i] : memref<8xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<8xi32>
    %one = arith.constant 1 : index
    gpu.launch_func @kernels::@init
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<8xi32>)
    gpu.launch_func @kernels::@add5
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<8xi32>)
    gpu.launch_func @kernels::@scale3
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<8xi32>)
    gpu.launch_func @kernels::@add5
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<8xi32>)
    %p = memref.cast %a : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
