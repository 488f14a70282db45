#map = affine_map<(d0)[s0] -> (d0 + s0)>
module {
  "unreg.fn"() ({
  ^bb0(%arg0: memref<16xf32>, %arg1: index, %arg2: index, %arg3: f32, %arg4: memref<4x4xi32>, %arg5: i32):
    %0 = memref.load %arg0[%arg2] : memref<16xf32>
    %1 = memref.load %arg4[%arg2, %arg1] : memref<4x4xi32>
    %2 = memref.load %arg0[%arg2] {nontemporal = true} : memref<16xf32>
    memref.store %0, %arg0[%arg2] : memref<16xf32>
    memref.store %1, %arg4[%arg2, %arg1] : memref<4x4xi32>
    %alloc = memref.alloc() : memref<16xf32>
    %alloc_0 = memref.alloc(%arg1) : memref<?xf32>
    %alloc_1 = memref.alloc() {alignment = 16 : i64} : memref<4xf32>
    %alloc_2 = memref.alloc(%arg1)[%arg2] : memref<?xf32, #map>
    %alloca = memref.alloca() : memref<2xi32>
    %cast = memref.cast %arg0 : memref<16xf32> to memref<*xf32>
    %cast_3 = memref.cast %alloc_0 : memref<?xf32> to memref<4xf32>
    memref.dealloc %alloc_0 : memref<?xf32>
    memref.dealloc %alloc : memref<16xf32>
  }) : () -> ()
}

