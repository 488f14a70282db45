// scf_nested_for_2d: nested scf.for loops over a 2-D memref: fill a 3x5 matrix from its
// indices, write its transpose into a 5x3 buffer and the row sums (inner loop with iter_args)
// into a 1-D buffer; loop bounds and steps are not all 0..n by 1.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @transpose(%m : memref<3x5xi32>, %t : memref<5x3xi32>, %rows : memref<3xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c5 = arith.constant 5 : index
      %ten = arith.constant 10 : i32
      %zero = arith.constant 0 : i32
      scf.for %i = %c0 to %c3 step %c1 {
        scf.for %j = %c0 to %c5 step %c1 {
          %ii = arith.index_cast %i : index to i32
          %jj = arith.index_cast %j : index to i32
          %a = arith.muli %ii, %ten : i32
          %v = arith.addi %a, %jj : i32
          memref.store %v, %m[%i, %j] : memref<3x5xi32>
          memref.store %v, %t[%j, %i] : memref<5x3xi32>
        }
      }
      scf.for %i = %c0 to %c3 step %c1 {
        // sums the even columns only: j = 0, 2, 4
        %s = scf.for %j = %c0 to %c5 step %c2 iter_args(%acc = %zero) -> (i32) {
          %v = memref.load %m[%i, %j] : memref<3x5xi32>
          %acc2 = arith.addi %acc, %v : i32
          scf.yield %acc2 : i32
        }
        memref.store %s, %rows[%i] : memref<3xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %m = memref.alloc() : memref<3x5xi32>
    %t = memref.alloc() : memref<5x3xi32>
    %rows = memref.alloc() : memref<3xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@transpose
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%m : memref<3x5xi32>, %t : memref<5x3xi32>, %rows : memref<3xi32>)
    %p1 = memref.cast %t : memref<5x3xi32> to memref<*xi32>
    call @printMemrefI32(%p1) : (memref<*xi32>) -> ()
    %p2 = memref.cast %rows : memref<3xi32> to memref<*xi32>
    call @printMemrefI32(%p2) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
