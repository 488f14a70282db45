// casts_ext_trunc: arith.extsi and arith.extui from i32 to i64 (sign vs zero extension of
// negative values) and arith.trunci from i64 back to i32 (dropping the high bits).
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @exttrunc(%wide : memref<2x5xi64>, %narrow : memref<5xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %k = arith.constant -1000000 : i32
      %three = arith.constant 3 : i64
      %bump = arith.constant 5000000000 : i64
      scf.for %i = %c0 to %c5 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %x = arith.muli %ii, %k : i32
        %s = arith.extsi %x : i32 to i64
        memref.store %s, %wide[%c0, %i] : memref<2x5xi64>
        %z = arith.extui %x : i32 to i64
        memref.store %z, %wide[%c1, %i] : memref<2x5xi64>
        %m = arith.muli %z, %three : i64
        %w = arith.addi %m, %bump : i64
        %t = arith.trunci %w : i64 to i32
        memref.store %t, %narrow[%i] : memref<5xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %wide = memref.alloc() : memref<2x5xi64>
    %narrow = memref.alloc() : memref<5xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@exttrunc
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%wide : memref<2x5xi64>, %narrow : memref<5xi32>)
    %p1 = memref.cast %wide : memref<2x5xi64> to memref<*xi64>
    call @printMemrefI64(%p1) : (memref<*xi64>) -> ()
    %p2 = memref.cast %narrow : memref<5xi32> to memref<*xi32>
    call @printMemrefI32(%p2) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI64(%m : memref<*xi64>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
