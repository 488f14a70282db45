// minmax_si: arith.maxsi and arith.minsi on i32 (the signed min/max the pipeline converts;
// maxui/minui are refused, see MLIR-LIMITS.md), used to clamp values into [-3, 4].
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @clamp(%out : memref<3x9xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c9 = arith.constant 9 : index
      %lo = arith.constant -3 : i32
      %hi = arith.constant 4 : i32
      %k = arith.constant 3 : i32
      %off = arith.constant 11 : i32
      scf.for %i = %c0 to %c9 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %t = arith.muli %ii, %k : i32
        %x = arith.subi %t, %off : i32
        %a = arith.maxsi %x, %lo : i32
        memref.store %a, %out[%c0, %i] : memref<3x9xi32>
        %b = arith.minsi %x, %hi : i32
        memref.store %b, %out[%c1, %i] : memref<3x9xi32>
        %c = arith.minsi %a, %hi : i32
        memref.store %c, %out[%c2, %i] : memref<3x9xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %out = memref.alloc() : memref<3x9xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@clamp
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%out : memref<3x9xi32>)
    %p = memref.cast %out : memref<3x9xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
