// launch_repeated: one kernel launched three times from @main on the same buffers (each launch
// doubles acc and adds the step buffer), with the host printing after the first and the last
// launch; shows that buffers persist between launches.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @step(%acc : memref<6xi32>, %inc : memref<6xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      scf.for %i = %c0 to %c6 step %c1 {
        %a = memref.load %acc[%i] : memref<6xi32>
        %d = memref.load %inc[%i] : memref<6xi32>
        %a2 = arith.addi %a, %a : i32
        %r = arith.addi %a2, %d : i32
        memref.store %r, %acc[%i] : memref<6xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %acc = memref.alloc() : memref<6xi32>
    %inc = memref.alloc() : memref<6xi32>
    %one = arith.constant 1 : i32
    %three = arith.constant 3 : i32
    %accd = memref.cast %acc : memref<6xi32> to memref<?xi32>
    %incd = memref.cast %inc : memref<6xi32> to memref<?xi32>
    call @fillI32Buffer(%accd, %one) : (memref<?xi32>, i32) -> ()
    call @fillI32Buffer(%incd, %three) : (memref<?xi32>, i32) -> ()
    %c1 = arith.constant 1 : index
    %p = memref.cast %acc : memref<6xi32> to memref<*xi32>
    gpu.launch_func @kernels::@step
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%acc : memref<6xi32>, %inc : memref<6xi32>)
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    gpu.launch_func @kernels::@step
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%acc : memref<6xi32>, %inc : memref<6xi32>)
    gpu.launch_func @kernels::@step
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%acc : memref<6xi32>, %inc : memref<6xi32>)
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @fillI32Buffer(%m : memref<?xi32>, %v : i32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
