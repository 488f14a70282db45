#map = affine_map<(d0)[s0] -> (d0 + s0)>
"builtin.module"() ({
  "unreg.fn"() ({
  ^bb0(%arg0: memref<16xf32>, %arg1: index, %arg2: index, %arg3: f32, %arg4: memref<4x4xi32>, %arg5: i32):
    %0 = "memref.load"(%arg0, %arg2) : (memref<16xf32>, index) -> f32
    %1 = "memref.load"(%arg4, %arg2, %arg1) : (memref<4x4xi32>, index, index) -> i32
    %2 = "memref.load"(%arg0, %arg2) <{nontemporal = true}> : (memref<16xf32>, index) -> f32
    "memref.store"(%0, %arg0, %arg2) : (f32, memref<16xf32>, index) -> ()
    "memref.store"(%1, %arg4, %arg2, %arg1) <{nontemporal = false}> : (i32, memref<4x4xi32>, index, index) -> ()
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<16xf32>
    %4 = "memref.alloc"(%arg1) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
    %5 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %6 = "memref.alloc"(%arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?xf32, #map>
    %7 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi32>
    %8 = "memref.cast"(%arg0) : (memref<16xf32>) -> memref<*xf32>
    %9 = "memref.cast"(%4) : (memref<?xf32>) -> memref<4xf32>
    "memref.dealloc"(%4) : (memref<?xf32>) -> ()
    "memref.dealloc"(%3) : (memref<16xf32>) -> ()
  }) : () -> ()
}) : () -> ()

