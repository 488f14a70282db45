// index_cast: arith.index_cast and arith.index_castui between i32/i64 and index, and index
// arithmetic (addi, muli, subi on index) used to compute the store position. In the SPIR-V
// lowering index becomes i32, so index_castui of a negative i32 to i64 zero-extends 32 bits.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @idx(%out : memref<8xi32>, %wide : memref<4xi64>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c7 = arith.constant 7 : index
      %neg = arith.constant -3 : i32
      scf.for %i = %c0 to %c4 step %c1 {
        // position 7 - 2*i gets i * 10, position 6 - 2*i gets the round trip of -3 - i
        %twice = arith.muli %i, %c2 : index
        %pos = arith.subi %c7, %twice : index
        %ii = arith.index_cast %i : index to i32
        %ten = arith.constant 10 : i32
        %v = arith.muli %ii, %ten : i32
        memref.store %v, %out[%pos] : memref<8xi32>
        %pos2 = arith.subi %pos, %c1 : index
        %x = arith.subi %neg, %ii : i32
        %xi = arith.index_cast %x : i32 to index
        %back = arith.index_cast %xi : index to i32
        memref.store %back, %out[%pos2] : memref<8xi32>
        %xu = arith.index_castui %x : i32 to index
        %w = arith.index_castui %xu : index to i64
        memref.store %w, %wide[%i] : memref<4xi64>
      }
      gpu.return
    }
  }
  func.func @main() {
    %out = memref.alloc() : memref<8xi32>
    %wide = memref.alloc() : memref<4xi64>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@idx
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%out : memref<8xi32>, %wide : memref<4xi64>)
    %p1 = memref.cast %out : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%p1) : (memref<*xi32>) -> ()
    %p2 = memref.cast %wide : memref<4xi64> to memref<*xi64>
    call @printMemrefI64(%p2) : (memref<*xi64>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI64(%m : memref<*xi64>) attributes {llvm.emit_c_interface}
}
