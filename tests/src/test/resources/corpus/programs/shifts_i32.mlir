// shifts_i32: arith.shli, arith.shrsi and arith.shrui on i32 of a negative and a positive value,
// shift amounts 0..7 taken from the loop index.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @shifts(%neg : memref<3x8xi32>, %pos : memref<3x8xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %n = arith.constant -1000 : i32
      %p = arith.constant 1000 : i32
      scf.for %i = %c0 to %c8 step %c1 {
        %s = arith.index_cast %i : index to i32
        %a = arith.shli %n, %s : i32
        memref.store %a, %neg[%c0, %i] : memref<3x8xi32>
        %b = arith.shrsi %n, %s : i32
        memref.store %b, %neg[%c1, %i] : memref<3x8xi32>
        %c = arith.shrui %n, %s : i32
        memref.store %c, %neg[%c2, %i] : memref<3x8xi32>
        %d = arith.shli %p, %s : i32
        memref.store %d, %pos[%c0, %i] : memref<3x8xi32>
        %e = arith.shrsi %p, %s : i32
        memref.store %e, %pos[%c1, %i] : memref<3x8xi32>
        %f = arith.shrui %p, %s : i32
        memref.store %f, %pos[%c2, %i] : memref<3x8xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %neg = memref.alloc() : memref<3x8xi32>
    %pos = memref.alloc() : memref<3x8xi32>
    %one = arith.constant 1 : index
    gpu.launch_func @kernels::@shifts
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%neg : memref<3x8xi32>, %pos : memref<3x8xi32>)
    %p1 = memref.cast %neg : memref<3x8xi32> to memref<*xi32>
    call @printMemrefI32(%p1) : (memref<*xi32>) -> ()
    %p2 = memref.cast %pos : memref<3x8xi32> to memref<*xi32>
    call @printMemrefI32(%p2) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
