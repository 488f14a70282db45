// bitcast_f32_i32: arith.bitcast f32 <-> i32 (IEEE bit patterns of 1.0, -2.0, 0.1, ...), a bit
// manipulation on the integer side (flip the sign bit with xori) and the cast back.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @bits(%in : memref<5xf32>, %bits : memref<5xi32>, %flipped : memref<5xf32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %sign = arith.constant 0x80000000 : i32
      scf.for %i = %c0 to %c5 step %c1 {
        %x = memref.load %in[%i] : memref<5xf32>
        %b = arith.bitcast %x : f32 to i32
        memref.store %b, %bits[%i] : memref<5xi32>
        %f = arith.xori %b, %sign : i32
        %y = arith.bitcast %f : i32 to f32
        memref.store %y, %flipped[%i] : memref<5xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %in = memref.alloc() : memref<5xf32>
    %bits = memref.alloc() : memref<5xi32>
    %flipped = memref.alloc() : memref<5xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %v0 = arith.constant 1.0 : f32
    %v1 = arith.constant -2.0 : f32
    %v2 = arith.constant 0.1 : f32
    %v3 = arith.constant 0.0 : f32
    %v4 = arith.constant 3.4028234663852886e+38 : f32
    memref.store %v0, %in[%c0] : memref<5xf32>
    memref.store %v1, %in[%c1] : memref<5xf32>
    memref.store %v2, %in[%c2] : memref<5xf32>
    memref.store %v3, %in[%c3] : memref<5xf32>
    memref.store %v4, %in[%c4] : memref<5xf32>
    gpu.launch_func @kernels::@bits
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%in : memref<5xf32>, %bits : memref<5xi32>, %flipped : memref<5xf32>)
    %p1 = memref.cast %bits : memref<5xi32> to memref<*xi32>
    call @printMemrefI32(%p1) : (memref<*xi32>) -> ()
    %p2 = memref.cast %flipped : memref<5xf32> to memref<*xf32>
    call @printMemrefF32(%p2) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
