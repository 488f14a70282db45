// Kernel buffers with strided layouts under rw's pipeline (bind-buffers-by-pointer): a
// non-contiguous view (every other element from 1) and a rank-0 view with an offset of one 12-element
// buffer, all[i] = i set by an init kernel. @odd multiplies all[1], all[3], all[5], all[7] by 10;
// @scalar adds 100 to all[11]:
//   all = 0 10 2 30 4 50 6 70 8 9 10 111.
// Expected output (strided_run.expected.out) from the CPU twin strided_run.cpu.mlir run by MLIR 22.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @iota(%all : memref<12xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c12 = arith.constant 12 : index
      scf.for %i = %c0 to %c12 step %c1 {
        %v = arith.index_cast %i : index to i32
        memref.store %v, %all[%i] : memref<12xi32>
      }
      gpu.return
    }
    gpu.func @odd(%v : memref<4xi32, strided<[2], offset: 1>>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %ten = arith.constant 10 : i32
      scf.for %i = %c0 to %c4 step %c1 {
        %x = memref.load %v[%i] : memref<4xi32, strided<[2], offset: 1>>
        %y = arith.muli %x, %ten : i32
        memref.store %y, %v[%i] : memref<4xi32, strided<[2], offset: 1>>
      }
      gpu.return
    }
    gpu.func @scalar(%s : memref<i32, strided<[], offset: 11>>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %hundred = arith.constant 100 : i32
      %x = memref.load %s[] : memref<i32, strided<[], offset: 11>>
      %y = arith.addi %x, %hundred : i32
      memref.store %y, %s[] : memref<i32, strided<[], offset: 11>>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %all = memref.alloc() : memref<12xi32>
    gpu.launch_func @kernels::@iota blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%all : memref<12xi32>)
    %v = memref.reinterpret_cast %all to offset: [1], sizes: [4], strides: [2]
        : memref<12xi32> to memref<4xi32, strided<[2], offset: 1>>
    gpu.launch_func @kernels::@odd blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%v : memref<4xi32, strided<[2], offset: 1>>)
    %s = memref.reinterpret_cast %all to offset: [11], sizes: [], strides: []
        : memref<12xi32> to memref<i32, strided<[], offset: 11>>
    gpu.launch_func @kernels::@scalar blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%s : memref<i32, strided<[], offset: 11>>)
    %p = memref.cast %all : memref<12xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
