// scf_if_nested: nested scf.if with results (a three-way classification written as if/else
// inside if/else), an scf.if yielding two values, and an scf.if inside an scf.while body.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @classify(%cls : memref<7xi32>, %pair : memref<2x7xi32>, %steps : memref<1xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c7 = arith.constant 7 : index
      %k3 = arith.constant 3 : i32
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %mone = arith.constant -1 : i32
      %hundred = arith.constant 100 : i32
      scf.for %i = %c0 to %c7 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %x = arith.subi %ii, %k3 : i32
        %neg = arith.cmpi slt, %x, %zero : i32
        %c = scf.if %neg -> (i32) {
          scf.yield %mone : i32
        } else {
          %isz = arith.cmpi eq, %x, %zero : i32
          %inner = scf.if %isz -> (i32) {
            scf.yield %zero : i32
          } else {
            scf.yield %one : i32
          }
          scf.yield %inner : i32
        }
        memref.store %c, %cls[%i] : memref<7xi32>
        %lo, %hi = scf.if %neg -> (i32, i32) {
          scf.yield %x, %zero : i32, i32
        } else {
          %sq = arith.muli %x, %x : i32
          scf.yield %zero, %sq : i32, i32
        }
        memref.store %lo, %pair[%c0, %i] : memref<2x7xi32>
        memref.store %hi, %pair[%c1, %i] : memref<2x7xi32>
      }
      // doubles v until it exceeds 100, adding 1 on odd steps; counts the steps
      %r:2 = scf.while (%v = %one, %n = %zero) : (i32, i32) -> (i32, i32) {
        %go = arith.cmpi sle, %v, %hundred : i32
        scf.condition(%go) %v, %n : i32, i32
      } do {
      ^bb0(%v1: i32, %n1: i32):
        %odd = arith.andi %n1, %one : i32
        %isodd = arith.cmpi ne, %odd, %zero : i32
        %d = arith.addi %v1, %v1 : i32
        %v2 = scf.if %isodd -> (i32) {
          %p = arith.addi %d, %one : i32
          scf.yield %p : i32
        } else {
          scf.yield %d : i32
        }
        %n2 = arith.addi %n1, %one : i32
        scf.yield %v2, %n2 : i32, i32
      }
      %code = arith.muli %r#1, %hundred : i32
      %packed = arith.addi %code, %r#0 : i32
      memref.store %packed, %steps[%c0] : memref<1xi32>
      gpu.return
    }
  }
  func.func @main() {
    %cls = memref.alloc() : memref<7xi32>
    %pair = memref.alloc() : memref<2x7xi32>
    %steps = memref.alloc() : memref<1xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@classify
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%cls : memref<7xi32>, %pair : memref<2x7xi32>, %steps : memref<1xi32>)
    %p1 = memref.cast %cls : memref<7xi32> to memref<*xi32>
    call @printMemrefI32(%p1) : (memref<*xi32>) -> ()
    %p2 = memref.cast %pair : memref<2x7xi32> to memref<*xi32>
    call @printMemrefI32(%p2) : (memref<*xi32>) -> ()
    %p3 = memref.cast %steps : memref<1xi32> to memref<*xi32>
    call @printMemrefI32(%p3) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
