// The program of examples/add_i32_1d.mlir, given to --lower-host-to-llvm before its kernel is
// converted to SPIR-V: the launch has no SPIR-V module, and @printMemrefI32 takes an unranked
// memref, which the .rw type map does not convert yet. mlir-opt-22 reports the same two errors
// (`mlir-opt-22 --lower-host-to-llvm` on this file); rw must report them too, without an
// internal error from the failed type conversion.
// add_i32_1d: arith.addi on i32 over three 1-D buffers filled by the host with fillI32Buffer;
// the kernel loops over the 8 elements with scf.for and the host prints the sum buffer.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @add(%a : memref<8xi32>, %b : memref<8xi32>, %c : memref<8xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 8 : index
      scf.for %i = %c0 to %n step %c1 {
        %x = memref.load %a[%i] : memref<8xi32>
        %y = memref.load %b[%i] : memref<8xi32>
        %s = arith.addi %x, %y : i32
        memref.store %s, %c[%i] : memref<8xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<8xi32>
    %b = memref.alloc() : memref<8xi32>
    %c = memref.alloc() : memref<8xi32>
    %v1 = arith.constant 7 : i32
    %v2 = arith.constant -3 : i32
    %v0 = arith.constant 0 : i32
    %ad = memref.cast %a : memref<8xi32> to memref<?xi32>
    %bd = memref.cast %b : memref<8xi32> to memref<?xi32>
    %cd = memref.cast %c : memref<8xi32> to memref<?xi32>
    call @fillI32Buffer(%ad, %v1) : (memref<?xi32>, i32) -> ()
    call @fillI32Buffer(%bd, %v2) : (memref<?xi32>, i32) -> ()
    call @fillI32Buffer(%cd, %v0) : (memref<?xi32>, i32) -> ()
    %one = arith.constant 1 : index
    gpu.launch_func @kernels::@add
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<8xi32>, %b : memref<8xi32>, %c : memref<8xi32>)
    %r = memref.cast %c : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%r) : (memref<*xi32>) -> ()
    return
  }
  func.func private @fillI32Buffer(%m : memref<?xi32>, %v : i32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
