// memref.copy of non-contiguous views lowers to a call of memrefCopy (libmlir_c_runner_utils).
// Recorded: mlir22 run memref-copy.mlir > memref-copy.out. MemRefCopyTest does the same copies.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @noop() kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      gpu.return
    }
  }
  func.func @main() {
    %one = arith.constant 1 : index
    gpu.launch_func @kernels::@noop blocks in (%one, %one, %one) threads in (%one, %one, %one)
    %src = memref.alloc() : memref<12xi32>
    %i0 = arith.constant 0 : index
    %v0 = arith.constant 1 : i32
    memref.store %v0, %src[%i0] : memref<12xi32>
    %i1 = arith.constant 1 : index
    %v1 = arith.constant 11 : i32
    memref.store %v1, %src[%i1] : memref<12xi32>
    %i2 = arith.constant 2 : index
    %v2 = arith.constant 21 : i32
    memref.store %v2, %src[%i2] : memref<12xi32>
    %i3 = arith.constant 3 : index
    %v3 = arith.constant 31 : i32
    memref.store %v3, %src[%i3] : memref<12xi32>
    %i4 = arith.constant 4 : index
    %v4 = arith.constant 41 : i32
    memref.store %v4, %src[%i4] : memref<12xi32>
    %i5 = arith.constant 5 : index
    %v5 = arith.constant 51 : i32
    memref.store %v5, %src[%i5] : memref<12xi32>
    %i6 = arith.constant 6 : index
    %v6 = arith.constant 61 : i32
    memref.store %v6, %src[%i6] : memref<12xi32>
    %i7 = arith.constant 7 : index
    %v7 = arith.constant 71 : i32
    memref.store %v7, %src[%i7] : memref<12xi32>
    %i8 = arith.constant 8 : index
    %v8 = arith.constant 81 : i32
    memref.store %v8, %src[%i8] : memref<12xi32>
    %i9 = arith.constant 9 : index
    %v9 = arith.constant 91 : i32
    memref.store %v9, %src[%i9] : memref<12xi32>
    %i10 = arith.constant 10 : index
    %v10 = arith.constant 101 : i32
    memref.store %v10, %src[%i10] : memref<12xi32>
    %i11 = arith.constant 11 : index
    %v11 = arith.constant 111 : i32
    memref.store %v11, %src[%i11] : memref<12xi32>
    %t = memref.reinterpret_cast %src to offset: [0], sizes: [3, 2], strides: [1, 3] : memref<12xi32> to memref<3x2xi32, strided<[1, 3]>>
    %d1 = memref.alloc() : memref<3x2xi32>
    memref.copy %t, %d1 : memref<3x2xi32, strided<[1, 3]>> to memref<3x2xi32>
    %u1 = memref.cast %d1 : memref<3x2xi32> to memref<*xi32>
    call @printMemrefI32(%u1) : (memref<*xi32>) -> ()
    %s = memref.reinterpret_cast %src to offset: [1], sizes: [2, 2], strides: [6, 2] : memref<12xi32> to memref<2x2xi32, strided<[6, 2], offset: 1>>
    %d2 = memref.alloc() : memref<2x2xi32>
    memref.copy %s, %d2 : memref<2x2xi32, strided<[6, 2], offset: 1>> to memref<2x2xi32>
    %u2 = memref.cast %d2 : memref<2x2xi32> to memref<*xi32>
    call @printMemrefI32(%u2) : (memref<*xi32>) -> ()
    %d3 = memref.alloc() : memref<12xi32>
    %c0 = arith.constant 0 : i32
    %d3v = memref.cast %d3 : memref<12xi32> to memref<?xi32, strided<[?], offset: ?>>
    call @fillI32Buffer(%d3v, %c0) : (memref<?xi32, strided<[?], offset: ?>>, i32) -> ()
    %w = memref.reinterpret_cast %d3 to offset: [2], sizes: [3, 2], strides: [1, 4] : memref<12xi32> to memref<3x2xi32, strided<[1, 4], offset: 2>>
    memref.copy %t, %w : memref<3x2xi32, strided<[1, 3]>> to memref<3x2xi32, strided<[1, 4], offset: 2>>
    %u3 = memref.cast %d3 : memref<12xi32> to memref<*xi32>
    call @printMemrefI32(%u3) : (memref<*xi32>) -> ()
    return
  }
  func.func private @fillI32Buffer(memref<?xi32, strided<[?], offset: ?>>, i32)
  func.func private @printMemrefI32(memref<*xi32>)
}
