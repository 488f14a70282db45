// casts_int_float: arith.sitofp, uitofp, fptosi and fptoui between i32 and f32, including
// negative values (uitofp sees them as large unsigned numbers) and truncation toward zero.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @casts(%fout : memref<2x6xf32>, %iout : memref<2x6xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %k = arith.constant 7 : i32
      %off = arith.constant 20 : i32
      %scale = arith.constant 1.75 : f32
      %shift = arith.constant 0.5 : f32
      scf.for %i = %c0 to %c6 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %t = arith.muli %ii, %k : i32
        %x = arith.subi %t, %off : i32
        %s = arith.sitofp %x : i32 to f32
        memref.store %s, %fout[%c0, %i] : memref<2x6xf32>
        %u = arith.uitofp %x : i32 to f32
        memref.store %u, %fout[%c1, %i] : memref<2x6xf32>
        %f0 = arith.mulf %s, %scale : f32
        %f = arith.addf %f0, %shift : f32
        %fi = arith.fptosi %f : f32 to i32
        memref.store %fi, %iout[%c0, %i] : memref<2x6xi32>
        %fa = arith.mulf %f, %f : f32
        %fu = arith.fptoui %fa : f32 to i32
        memref.store %fu, %iout[%c1, %i] : memref<2x6xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %fout = memref.alloc() : memref<2x6xf32>
    %iout = memref.alloc() : memref<2x6xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@casts
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%fout : memref<2x6xf32>, %iout : memref<2x6xi32>)
    %p1 = memref.cast %fout : memref<2x6xf32> to memref<*xf32>
    call @printMemrefF32(%p1) : (memref<*xf32>) -> ()
    %p2 = memref.cast %iout : memref<2x6xi32> to memref<*xi32>
    call @printMemrefI32(%p2) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
