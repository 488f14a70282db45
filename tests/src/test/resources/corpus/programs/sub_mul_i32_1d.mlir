// sub_mul_i32_1d: arith.subi and arith.muli on i32. The kernel initialises a[i] = 3*i - 5 from
// the loop index (index_cast), then writes d[i] = a[i] * a[i] - 7*i into a second buffer.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @submul(%a : memref<10xi32>, %d : memref<10xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 10 : index
      %three = arith.constant 3 : i32
      %five = arith.constant 5 : i32
      %seven = arith.constant 7 : i32
      scf.for %i = %c0 to %n step %c1 {
        %ii = arith.index_cast %i : index to i32
        %t = arith.muli %ii, %three : i32
        %v = arith.subi %t, %five : i32
        memref.store %v, %a[%i] : memref<10xi32>
        %sq = arith.muli %v, %v : i32
        %s7 = arith.muli %ii, %seven : i32
        %r = arith.subi %sq, %s7 : i32
        memref.store %r, %d[%i] : memref<10xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<10xi32>
    %d = memref.alloc() : memref<10xi32>
    %one = arith.constant 1 : index
    gpu.launch_func @kernels::@submul
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<10xi32>, %d : memref<10xi32>)
    %pa = memref.cast %a : memref<10xi32> to memref<*xi32>
    call @printMemrefI32(%pa) : (memref<*xi32>) -> ()
    %pd = memref.cast %d : memref<10xi32> to memref<*xi32>
    call @printMemrefI32(%pd) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
