// scf_while_collatz: scf.while with a "before" region computing the condition and an "after"
// region doing the Collatz step (scf.if with a result inside); counts the steps to reach 1 for
// the starting values 1..12.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @collatz(%steps : memref<12xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c12 = arith.constant 12 : index
      %one = arith.constant 1 : i32
      %two = arith.constant 2 : i32
      %three = arith.constant 3 : i32
      %zero = arith.constant 0 : i32
      scf.for %i = %c0 to %c12 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %start = arith.addi %ii, %one : i32
        %res:2 = scf.while (%x = %start, %n = %zero) : (i32, i32) -> (i32, i32) {
          %more = arith.cmpi ne, %x, %one : i32
          scf.condition(%more) %x, %n : i32, i32
        } do {
        ^bb0(%y: i32, %m: i32):
          %r = arith.remui %y, %two : i32
          %even = arith.cmpi eq, %r, %zero : i32
          %next = scf.if %even -> (i32) {
            %h = arith.divui %y, %two : i32
            scf.yield %h : i32
          } else {
            %t = arith.muli %y, %three : i32
            %t1 = arith.addi %t, %one : i32
            scf.yield %t1 : i32
          }
          %m1 = arith.addi %m, %one : i32
          scf.yield %next, %m1 : i32, i32
        }
        memref.store %res#1, %steps[%i] : memref<12xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %steps = memref.alloc() : memref<12xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@collatz
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%steps : memref<12xi32>)
    %p = memref.cast %steps : memref<12xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
