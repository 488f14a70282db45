// multi_module_pingpong_2d: two gpu.modules with two kernels each, on two 2-D buffers, launched
// interleaved: @ma::@fill(A), @ma::@copy_plus(A, B), @mb::@twice(B, A), @mb::@swap_rows(A),
// @ma::@copy_plus(A, B). With A0[i][j] = 10i + j (2x3):
//   A = swap_rows(2 * (A0 + 1)) = [[22, 24, 26], [2, 4, 6]];  B = A + 1 = [[23, 25, 27], [3, 5, 7]].
// Beyond item 1. Expected output: CPU twin multi_module_pingpong_2d.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @ma {
    gpu.func @fill(%a : memref<2x3xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c10 = arith.constant 10 : index
      scf.for %i = %c0 to %c2 step %c1 {
        scf.for %j = %c0 to %c3 step %c1 {
          %t = arith.muli %i, %c10 : index
          %u = arith.addi %t, %j : index
          %v = arith.index_cast %u : index to i32
          memref.store %v, %a[%i, %j] : memref<2x3xi32>
        }
      }
      gpu.return
    }
    gpu.func @copy_plus(%a : memref<2x3xi32>, %b : memref<2x3xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %one = arith.constant 1 : i32
      scf.for %i = %c0 to %c2 step %c1 {
        scf.for %j = %c0 to %c3 step %c1 {
          %x = memref.load %a[%i, %j] : memref<2x3xi32>
          %y = arith.addi %x, %one : i32
          memref.store %y, %b[%i, %j] : memref<2x3xi32>
        }
      }
      gpu.return
    }
  }
  gpu.module @mb {
    gpu.func @twice(%b : memref<2x3xi32>, %a : memref<2x3xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      scf.for %i = %c0 to %c2 step %c1 {
        scf.for %j = %c0 to %c3 step %c1 {
          %x = memref.load %b[%i, %j] : memref<2x3xi32>
          %y = arith.addi %x, %x : i32
          memref.store %y, %a[%i, %j] : memref<2x3xi32>
        }
      }
      gpu.return
    }
    gpu.func @swap_rows(%a : memref<2x3xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      scf.for %j = %c0 to %c3 step %c1 {
        %x = memref.load %a[%c0, %j] : memref<2x3xi32>
        %y = memref.load %a[%c1, %j] : memref<2x3xi32>
        memref.store %y, %a[%c0, %j] : memref<2x3xi32>
        memref.store %x, %a[%c1, %j] : memref<2x3xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<2x3xi32>
    %b = memref.alloc() : memref<2x3xi32>
    %one = arith.constant 1 : index
    gpu.launch_func @ma::@fill
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<2x3xi32>)
    gpu.launch_func @ma::@copy_plus
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<2x3xi32>, %b : memref<2x3xi32>)
    gpu.launch_func @mb::@twice
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%b : memref<2x3xi32>, %a : memref<2x3xi32>)
    gpu.launch_func @mb::@swap_rows
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<2x3xi32>)
    gpu.launch_func @ma::@copy_plus
        blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<2x3xi32>, %b : memref<2x3xi32>)
    %pa = memref.cast %a : memref<2x3xi32> to memref<*xi32>
    call @printMemrefI32(%pa) : (memref<*xi32>) -> ()
    %pb = memref.cast %b : memref<2x3xi32> to memref<*xi32>
    call @printMemrefI32(%pb) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
