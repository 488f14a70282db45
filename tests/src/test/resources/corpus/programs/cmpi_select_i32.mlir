// cmpi_select_i32: every arith.cmpi predicate (eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge)
// on pairs with negative operands, each result turned into an i32 by arith.select.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @cmp(%out : memref<10x5xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %c9 = arith.constant 9 : index
      %k2 = arith.constant 2 : i32
      %k3 = arith.constant 3 : i32
      %one = arith.constant 1 : i32
      %zero = arith.constant 0 : i32
      // x = i - 2 and y = 2 - 2*i; eq/ne compare x with 0, the other predicates x with y
      scf.for %i = %c0 to %c5 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %x = arith.subi %ii, %k2 : i32
        %t = arith.muli %ii, %k2 : i32
        %y0 = arith.subi %k3, %t : i32
        %y = arith.subi %y0, %one : i32
        %p0 = arith.cmpi eq, %x, %zero : i32
        %v0 = arith.select %p0, %one, %zero : i32
        memref.store %v0, %out[%c0, %i] : memref<10x5xi32>
        %p1 = arith.cmpi ne, %x, %zero : i32
        %v1 = arith.select %p1, %one, %zero : i32
        memref.store %v1, %out[%c1, %i] : memref<10x5xi32>
        %p2 = arith.cmpi slt, %x, %y : i32
        %v2 = arith.select %p2, %one, %zero : i32
        memref.store %v2, %out[%c2, %i] : memref<10x5xi32>
        %p3 = arith.cmpi sle, %x, %y : i32
        %v3 = arith.select %p3, %one, %zero : i32
        memref.store %v3, %out[%c3, %i] : memref<10x5xi32>
        %p4 = arith.cmpi sgt, %x, %y : i32
        %v4 = arith.select %p4, %one, %zero : i32
        memref.store %v4, %out[%c4, %i] : memref<10x5xi32>
        %p5 = arith.cmpi sge, %x, %y : i32
        %v5 = arith.select %p5, %one, %zero : i32
        memref.store %v5, %out[%c5, %i] : memref<10x5xi32>
        %p6 = arith.cmpi ult, %x, %y : i32
        %v6 = arith.select %p6, %one, %zero : i32
        memref.store %v6, %out[%c6, %i] : memref<10x5xi32>
        %p7 = arith.cmpi ule, %x, %y : i32
        %v7 = arith.select %p7, %one, %zero : i32
        memref.store %v7, %out[%c7, %i] : memref<10x5xi32>
        %p8 = arith.cmpi ugt, %x, %y : i32
        %v8 = arith.select %p8, %one, %zero : i32
        memref.store %v8, %out[%c8, %i] : memref<10x5xi32>
        %p9 = arith.cmpi uge, %x, %y : i32
        %v9 = arith.select %p9, %x, %y : i32
        memref.store %v9, %out[%c9, %i] : memref<10x5xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %out = memref.alloc() : memref<10x5xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@cmp
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%out : memref<10x5xi32>)
    %p = memref.cast %out : memref<10x5xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
