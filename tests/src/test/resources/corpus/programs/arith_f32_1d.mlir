// arith_f32_1d: arith.addf, subf, mulf, divf and negf on f32. Host fills a with 2.5 and b with
// -0.75 (fillF32Buffer1D); the kernel scales by the index and writes five result buffers.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @farith(%a : memref<6xf32>, %b : memref<6xf32>, %sum : memref<6xf32>,
                     %dif : memref<6xf32>, %prd : memref<6xf32>, %quo : memref<6xf32>,
                     %neg : memref<6xf32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %one = arith.constant 1.0 : f32
      scf.for %i = %c0 to %c6 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %fi = arith.sitofp %ii : i32 to f32
        %k = arith.addf %fi, %one : f32
        %x0 = memref.load %a[%i] : memref<6xf32>
        %x = arith.mulf %x0, %k : f32
        %y = memref.load %b[%i] : memref<6xf32>
        %s = arith.addf %x, %y : f32
        memref.store %s, %sum[%i] : memref<6xf32>
        %d = arith.subf %x, %y : f32
        memref.store %d, %dif[%i] : memref<6xf32>
        %p = arith.mulf %x, %y : f32
        memref.store %p, %prd[%i] : memref<6xf32>
        %q = arith.divf %y, %x : f32
        memref.store %q, %quo[%i] : memref<6xf32>
        %n = arith.negf %x : f32
        memref.store %n, %neg[%i] : memref<6xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<6xf32>
    %b = memref.alloc() : memref<6xf32>
    %sum = memref.alloc() : memref<6xf32>
    %dif = memref.alloc() : memref<6xf32>
    %prd = memref.alloc() : memref<6xf32>
    %quo = memref.alloc() : memref<6xf32>
    %neg = memref.alloc() : memref<6xf32>
    %va = arith.constant 2.5 : f32
    %vb = arith.constant -0.75 : f32
    %ad = memref.cast %a : memref<6xf32> to memref<?xf32>
    %bd = memref.cast %b : memref<6xf32> to memref<?xf32>
    call @fillF32Buffer1D(%ad, %va) : (memref<?xf32>, f32) -> ()
    call @fillF32Buffer1D(%bd, %vb) : (memref<?xf32>, f32) -> ()
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@farith
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<6xf32>, %b : memref<6xf32>, %sum : memref<6xf32>, %dif : memref<6xf32>,
             %prd : memref<6xf32>, %quo : memref<6xf32>, %neg : memref<6xf32>)
    %p1 = memref.cast %sum : memref<6xf32> to memref<*xf32>
    call @printMemrefF32(%p1) : (memref<*xf32>) -> ()
    %p2 = memref.cast %dif : memref<6xf32> to memref<*xf32>
    call @printMemrefF32(%p2) : (memref<*xf32>) -> ()
    %p3 = memref.cast %prd : memref<6xf32> to memref<*xf32>
    call @printMemrefF32(%p3) : (memref<*xf32>) -> ()
    %p4 = memref.cast %quo : memref<6xf32> to memref<*xf32>
    call @printMemrefF32(%p4) : (memref<*xf32>) -> ()
    %p5 = memref.cast %neg : memref<6xf32> to memref<*xf32>
    call @printMemrefF32(%p5) : (memref<*xf32>) -> ()
    return
  }
  func.func private @fillF32Buffer1D(%m : memref<?xf32>, %v : f32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
