// The buffer fillers of wrappers.c, then printMemref. FillersTest builds the same memrefs.
// Recorded: mlir22 run fillers.mlir > fillers.out. The last case fills a strided view with
// offset 2: the filler writes sizes[0] elements from the allocated pointer, ignoring the view.
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
    %a = memref.alloc() : memref<5xi32>
    %ca = arith.constant -3 : i32
    %a1 = memref.cast %a : memref<5xi32> to memref<?xi32, strided<[?], offset: ?>>
    call @fillI32Buffer(%a1, %ca) : (memref<?xi32, strided<[?], offset: ?>>, i32) -> ()
    %ua = memref.cast %a : memref<5xi32> to memref<*xi32>
    call @printMemrefI32(%ua) : (memref<*xi32>) -> ()
    %b = memref.alloc() : memref<4xf32>
    %cb = arith.constant 2.5 : f32
    %b1 = memref.cast %b : memref<4xf32> to memref<?xf32>
    call @fillF32Buffer1D(%b1, %cb) : (memref<?xf32>, f32) -> ()
    %ub = memref.cast %b : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
    %c = memref.alloc() : memref<2x3xf32>
    %cc = arith.constant 1.0e-3 : f32
    %c1 = memref.cast %c : memref<2x3xf32> to memref<?x?xf32>
    call @fillF32Buffer2D(%c1, %cc) : (memref<?x?xf32>, f32) -> ()
    %uc = memref.cast %c : memref<2x3xf32> to memref<*xf32>
    call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
    %d = memref.alloc() : memref<2x2x2xf32>
    %cd = arith.constant -0.0 : f32
    %d1 = memref.cast %d : memref<2x2x2xf32> to memref<?x?x?xf32>
    call @fillF32Buffer3D(%d1, %cd) : (memref<?x?x?xf32>, f32) -> ()
    %ud = memref.cast %d : memref<2x2x2xf32> to memref<*xf32>
    call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
    %e = memref.alloc() : memref<8xi32>
    %c0 = arith.constant 0 : i32
    %e1 = memref.cast %e : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
    call @fillI32Buffer(%e1, %c0) : (memref<?xi32, strided<[?], offset: ?>>, i32) -> ()
    %v = memref.reinterpret_cast %e to offset: [2], sizes: [3], strides: [2] : memref<8xi32> to memref<3xi32, strided<[2], offset: 2>>
    %v1 = memref.cast %v : memref<3xi32, strided<[2], offset: 2>> to memref<?xi32, strided<[?], offset: ?>>
    %c9 = arith.constant 9 : i32
    call @fillI32Buffer(%v1, %c9) : (memref<?xi32, strided<[?], offset: ?>>, i32) -> ()
    %ue = memref.cast %e : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%ue) : (memref<*xi32>) -> ()
    return
  }
  func.func private @fillI32Buffer(memref<?xi32, strided<[?], offset: ?>>, i32)
  func.func private @fillF32Buffer1D(memref<?xf32>, f32)
  func.func private @fillF32Buffer2D(memref<?x?xf32>, f32)
  func.func private @fillF32Buffer3D(memref<?x?x?xf32>, f32)
  func.func private @printMemrefI32(memref<*xi32>)
  func.func private @printMemrefF32(memref<*xf32>)
}
