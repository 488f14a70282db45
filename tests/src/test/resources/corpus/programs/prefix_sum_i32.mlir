// prefix_sum_i32: inclusive prefix sum over a 12-element i32 buffer with a loop-carried running
// total (scf.for iter_args) that is also stored each iteration; input from the loop index.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @scan(%in : memref<12xi32>, %out : memref<12xi32>, %total : memref<1xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c12 = arith.constant 12 : index
      %zero = arith.constant 0 : i32
      %five = arith.constant 5 : i32
      %seven = arith.constant 7 : i32
      scf.for %i = %c0 to %c12 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %m = arith.muli %ii, %seven : i32
        %v = arith.remui %m, %five : i32
        memref.store %v, %in[%i] : memref<12xi32>
      }
      %sum = scf.for %i = %c0 to %c12 step %c1 iter_args(%run = %zero) -> (i32) {
        %v = memref.load %in[%i] : memref<12xi32>
        %next = arith.addi %run, %v : i32
        memref.store %next, %out[%i] : memref<12xi32>
        scf.yield %next : i32
      }
      memref.store %sum, %total[%c0] : memref<1xi32>
      gpu.return
    }
  }
  func.func @main() {
    %in = memref.alloc() : memref<12xi32>
    %out = memref.alloc() : memref<12xi32>
    %total = memref.alloc() : memref<1xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@scan
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%in : memref<12xi32>, %out : memref<12xi32>, %total : memref<1xi32>)
    %p0 = memref.cast %in : memref<12xi32> to memref<*xi32>
    call @printMemrefI32(%p0) : (memref<*xi32>) -> ()
    %p1 = memref.cast %out : memref<12xi32> to memref<*xi32>
    call @printMemrefI32(%p1) : (memref<*xi32>) -> ()
    %p2 = memref.cast %total : memref<1xi32> to memref<*xi32>
    call @printMemrefI32(%p2) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
