// scf_while_gcd: Euclid's algorithm with scf.while (remainder loop carrying two values, the
// condition in the "before" region) for six pairs read from two host-initialised buffers.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @gcd(%a : memref<6xi32>, %b : memref<6xi32>, %g : memref<6xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %zero = arith.constant 0 : i32
      %k = arith.constant 21 : i32
      scf.for %i = %c0 to %c6 step %c1 {
        %x0 = memref.load %a[%i] : memref<6xi32>
        %y0 = memref.load %b[%i] : memref<6xi32>
        %ii = arith.index_cast %i : index to i32
        %m = arith.muli %ii, %k : i32
        %y = arith.addi %y0, %m : i32
        %r:2 = scf.while (%x = %x0, %yy = %y) : (i32, i32) -> (i32, i32) {
          %nz = arith.cmpi ne, %yy, %zero : i32
          scf.condition(%nz) %x, %yy : i32, i32
        } do {
        ^bb0(%p: i32, %q: i32):
          %rem = arith.remui %p, %q : i32
          scf.yield %q, %rem : i32, i32
        }
        memref.store %r#0, %g[%i] : memref<6xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<6xi32>
    %b = memref.alloc() : memref<6xi32>
    %g = memref.alloc() : memref<6xi32>
    %va = arith.constant 1071 : i32
    %vb = arith.constant 462 : i32
    %ad = memref.cast %a : memref<6xi32> to memref<?xi32>
    %bd = memref.cast %b : memref<6xi32> to memref<?xi32>
    call @fillI32Buffer(%ad, %va) : (memref<?xi32>, i32) -> ()
    call @fillI32Buffer(%bd, %vb) : (memref<?xi32>, i32) -> ()
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@gcd
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<6xi32>, %b : memref<6xi32>, %g : memref<6xi32>)
    %p = memref.cast %g : memref<6xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @fillI32Buffer(%m : memref<?xi32>, %v : i32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
