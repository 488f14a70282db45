// alias_read_after_write: read-after-write through two arguments within one work-item.
// @raw(%a, %b), per element: x = a[i]; b[i] = 2x; y = a[i]; a[i] = y + 1. When a and b are the
// same buffer, y is the 2x just written through b, so a becomes 2x + 1; with distinct buffers
// a becomes x + 1 and b = 2x. Launched as @raw(p, p) and @raw(q, r), p = q = 1..6:
//   p = 3 5 7 9 11 13;  q = 2 3 4 5 6 7;  r = 2 4 6 8 10 12.
// Beyond item 3. Expected output: CPU twin alias_read_after_write.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @raw(%a : memref<6xi32>, %b : memref<6xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %one = arith.constant 1 : i32
      scf.for %i = %c0 to %c6 step %c1 {
        %x = memref.load %a[%i] : memref<6xi32>
        %x2 = arith.addi %x, %x : i32
        memref.store %x2, %b[%i] : memref<6xi32>
        %y = memref.load %a[%i] : memref<6xi32>
        %y1 = arith.addi %y, %one : i32
        memref.store %y1, %a[%i] : memref<6xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %p = memref.alloc() : memref<6xi32>
    %q = memref.alloc() : memref<6xi32>
    %r = memref.alloc() : memref<6xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %v1 = arith.constant 1 : i32
    %v2 = arith.constant 2 : i32
    %v3 = arith.constant 3 : i32
    %v4 = arith.constant 4 : i32
    %v5 = arith.constant 5 : i32
    %v6 = arith.constant 6 : i32
    memref.store %v1, %p[%c0] : memref<6xi32>
    memref.store %v2, %p[%c1] : memref<6xi32>
    memref.store %v3, %p[%c2] : memref<6xi32>
    memref.store %v4, %p[%c3] : memref<6xi32>
    memref.store %v5, %p[%c4] : memref<6xi32>
    memref.store %v6, %p[%c5] : memref<6xi32>
    memref.store %v1, %q[%c0] : memref<6xi32>
    memref.store %v2, %q[%c1] : memref<6xi32>
    memref.store %v3, %q[%c2] : memref<6xi32>
    memref.store %v4, %q[%c3] : memref<6xi32>
    memref.store %v5, %q[%c4] : memref<6xi32>
    memref.store %v6, %q[%c5] : memref<6xi32>
    gpu.launch_func @kernels::@raw
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%p : memref<6xi32>, %p : memref<6xi32>)
    gpu.launch_func @kernels::@raw
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%q : memref<6xi32>, %r : memref<6xi32>)
    %pp = memref.cast %p : memref<6xi32> to memref<*xi32>
    call @printMemrefI32(%pp) : (memref<*xi32>) -> ()
    %pq = memref.cast %q : memref<6xi32> to memref<*xi32>
    call @printMemrefI32(%pq) : (memref<*xi32>) -> ()
    %pr = memref.cast %r : memref<6xi32> to memref<*xi32>
    call @printMemrefI32(%pr) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
