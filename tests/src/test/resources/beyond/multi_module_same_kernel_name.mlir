// multi_module_same_kernel_name: two gpu.modules each holding a kernel named @k with different
// bodies (@m1::@k doubles, @m2::@k adds 1), launched m2, m1, m2, m1 on a buffer the host fills
// with 1 2 3 4: out = ((x + 1) * 2 + 1) * 2 = 4x + 6, i.e. 10 14 18 22. The kernels must not be
// confused (their lowered symbols must differ).
// Beyond item 1. Expected output: CPU twin multi_module_same_kernel_name.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @m1 {
    gpu.func @k(%a : memref<4xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %i = %c0 to %c4 step %c1 {
        %x = memref.load %a[%i] : memref<4xi32>
        %y = arith.addi %x, %x : i32
        memref.store %y, %a[%i] : memref<4xi32>
      }
      gpu.return
    }
  }
  gpu.module @m2 {
    gpu.func @k(%a : memref<4xi32>) kernel
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
    %a = memref.alloc() : memref<4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %v1 = arith.constant 1 : i32
    %v2 = arith.constant 2 : i32
    %v3 = arith.constant 3 : i32
    %v4 = arith.constant 4 : i32
    memref.store %v1, %a[%c0] : memref<4xi32>
    memref.store %v2, %a[%c1] : memref<4xi32>
    memref.store %v3, %a[%c2] : memref<4xi32>
    memref.store %v4, %a[%c3] : memref<4xi32>
    gpu.launch_func @m2::@k
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4xi32>)
    gpu.launch_func @m1::@k
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4xi32>)
    gpu.launch_func @m2::@k
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4xi32>)
    gpu.launch_func @m1::@k
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4xi32>)
    %p = memref.cast %a : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
