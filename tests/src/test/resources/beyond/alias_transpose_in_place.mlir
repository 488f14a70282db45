// alias_transpose_in_place: @tr(%m, %t) swaps m[i][j] with t[j][i] for i < j (3x3). With the
// same buffer for both arguments this is an in-place transpose of a[i][j] = 10i + j:
//   a = [[0, 10, 20], [1, 11, 21], [2, 12, 22]].
// Reads and writes cross elements through both arguments within one work-item.
// Beyond item 3. Expected output: CPU twin alias_transpose_in_place.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @tr(%m : memref<3x3xi32>, %t : memref<3x3xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      scf.for %i = %c0 to %c3 step %c1 {
        %j0 = arith.addi %i, %c1 : index
        scf.for %j = %j0 to %c3 step %c1 {
          %x = memref.load %m[%i, %j] : memref<3x3xi32>
          %y = memref.load %t[%j, %i] : memref<3x3xi32>
          memref.store %y, %m[%i, %j] : memref<3x3xi32>
          memref.store %x, %t[%j, %i] : memref<3x3xi32>
        }
      }
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<3x3xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %v00 = arith.constant 0 : i32
    %v01 = arith.constant 1 : i32
    %v02 = arith.constant 2 : i32
    %v10 = arith.constant 10 : i32
    %v11 = arith.constant 11 : i32
    %v12 = arith.constant 12 : i32
    %v20 = arith.constant 20 : i32
    %v21 = arith.constant 21 : i32
    %v22 = arith.constant 22 : i32
    memref.store %v00, %a[%c0, %c0] : memref<3x3xi32>
    memref.store %v01, %a[%c0, %c1] : memref<3x3xi32>
    memref.store %v02, %a[%c0, %c2] : memref<3x3xi32>
    memref.store %v10, %a[%c1, %c0] : memref<3x3xi32>
    memref.store %v11, %a[%c1, %c1] : memref<3x3xi32>
    memref.store %v12, %a[%c1, %c2] : memref<3x3xi32>
    memref.store %v20, %a[%c2, %c0] : memref<3x3xi32>
    memref.store %v21, %a[%c2, %c1] : memref<3x3xi32>
    memref.store %v22, %a[%c2, %c2] : memref<3x3xi32>
    gpu.launch_func @kernels::@tr
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<3x3xi32>, %a : memref<3x3xi32>)
    %p = memref.cast %a : memref<3x3xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
