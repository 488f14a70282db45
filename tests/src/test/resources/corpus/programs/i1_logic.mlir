// i1_logic: boolean logic on i1 values produced by arith.cmpi: andi, ori, xori on i1, extui and
// extsi from i1 to i32 (1 vs -1), and select driven by the combined predicates.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @logic(%out : memref<5x8xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %k1 = arith.constant 1 : i32
      %k2 = arith.constant 2 : i32
      %k3 = arith.constant 3 : i32
      %zero = arith.constant 0 : i32
      %true = arith.constant true
      scf.for %i = %c0 to %c8 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %b0 = arith.andi %ii, %k1 : i32
        %odd = arith.cmpi ne, %b0, %zero : i32
        %big = arith.cmpi sge, %ii, %k3 : i32
        %both = arith.andi %odd, %big : i1
        %either = arith.ori %odd, %big : i1
        %one = arith.xori %odd, %big : i1
        %notodd = arith.xori %odd, %true : i1
        %v0 = arith.extui %both : i1 to i32
        memref.store %v0, %out[%c0, %i] : memref<5x8xi32>
        %v1 = arith.extui %either : i1 to i32
        memref.store %v1, %out[%c1, %i] : memref<5x8xi32>
        %v2 = arith.extsi %one : i1 to i32
        memref.store %v2, %out[%c2, %i] : memref<5x8xi32>
        %v3 = arith.extsi %notodd : i1 to i32
        memref.store %v3, %out[%c3, %i] : memref<5x8xi32>
        %sq = arith.muli %ii, %ii : i32
        %neg = arith.subi %zero, %ii : i32
        %half = arith.divsi %ii, %k2 : i32
        %inner = arith.select %one, %sq, %neg : i32
        %v4 = arith.select %both, %half, %inner : i32
        memref.store %v4, %out[%c4, %i] : memref<5x8xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %out = memref.alloc() : memref<5x8xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@logic
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%out : memref<5x8xi32>)
    %p = memref.cast %out : memref<5x8xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
