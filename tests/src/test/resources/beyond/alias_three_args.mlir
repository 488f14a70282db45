// alias_three_args: one buffer passed as three of four kernel arguments. @tri(%x, %y, %z, %w),
// per element: x[i] += 1; y[i] *= 10; w[i] = z[i] + 1000. Launched as @tri(a, a, a, b) with
// a = 1 2 3 4: a becomes (a + 1) * 10 and b reads the updated a:
//   a = 20 30 40 50;  b = 1020 1030 1040 1050.
// Beyond item 3. Expected output: CPU twin alias_three_args.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @tri(%x : memref<4xi32>, %y : memref<4xi32>, %z : memref<4xi32>, %w : memref<4xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %one = arith.constant 1 : i32
      %ten = arith.constant 10 : i32
      %thousand = arith.constant 1000 : i32
      scf.for %i = %c0 to %c4 step %c1 {
        %a = memref.load %x[%i] : memref<4xi32>
        %a1 = arith.addi %a, %one : i32
        memref.store %a1, %x[%i] : memref<4xi32>
        %b = memref.load %y[%i] : memref<4xi32>
        %b1 = arith.muli %b, %ten : i32
        memref.store %b1, %y[%i] : memref<4xi32>
        %c = memref.load %z[%i] : memref<4xi32>
        %c1k = arith.addi %c, %thousand : i32
        memref.store %c1k, %w[%i] : memref<4xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<4xi32>
    %b = memref.alloc() : memref<4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %v1 = arith.constant 1 : i32
    %v2 = arith.constant 2 : i32
    %v3 = arith.constant 3 : i32
    %v4 = arith.constant 4 : i32
    memref.store %v1, %a[%c0] : memref<4xi32>
    memref.store %v2, %a[%c1] : memref<4xi32>
    memref.store %v3, %a[%c2] : memref<4xi32>
    memref.store %v4, %a[%c3] : memref<4xi32>
    gpu.launch_func @kernels::@tri
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4xi32>, %a : memref<4xi32>, %a : memref<4xi32>, %b : memref<4xi32>)
    %pa = memref.cast %a : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%pa) : (memref<*xi32>) -> ()
    %pb = memref.cast %b : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%pb) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
