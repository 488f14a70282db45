// memref ops with declarative formats (segments, optional groups, result names).
"unreg.fn"() ({
^bb0(%m: memref<16xf32>, %n: index, %i: index, %v: f32, %m2: memref<4x4xi32>, %k: i32):
  %0 = memref.load %m[%i] : memref<16xf32>
  %1 = memref.load %m2[%i, %n] : memref<4x4xi32>
  %2 = memref.load %m[%i] {nontemporal = true} : memref<16xf32>
  memref.store %0, %m[%i] : memref<16xf32>
  memref.store %1, %m2[%i, %n] {nontemporal = false} : memref<4x4xi32>
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %c = memref.alloc() {alignment = 16 : i64} : memref<4xf32>
  %d = memref.alloc(%n)[%i] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %e = memref.alloca() : memref<2xi32>
  %f = memref.cast %m : memref<16xf32> to memref<*xf32>
  %g = memref.cast %b : memref<?xf32> to memref<4xf32>
  memref.dealloc %b : memref<?xf32>
  memref.dealloc %a : memref<16xf32>
}) : () -> ()
