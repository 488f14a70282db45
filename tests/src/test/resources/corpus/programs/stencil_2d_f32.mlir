// stencil_2d_f32: a 5-point average stencil on the interior of a 6x6 f32 grid (loops from 1 to
// n-1), boundary copied unchanged; input grid initialised in-kernel from i*i*j, output printed.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @stencil(%in : memref<6x6xf32>, %out : memref<6x6xf32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %fifth = arith.constant 0.2 : f32
      scf.for %i = %c0 to %c6 step %c1 {
        scf.for %j = %c0 to %c6 step %c1 {
          %ii = arith.muli %i, %i : index
          %p = arith.muli %ii, %j : index
          %pi = arith.index_cast %p : index to i32
          %v = arith.sitofp %pi : i32 to f32
          memref.store %v, %in[%i, %j] : memref<6x6xf32>
          memref.store %v, %out[%i, %j] : memref<6x6xf32>
        }
      }
      scf.for %i = %c1 to %c5 step %c1 {
        scf.for %j = %c1 to %c5 step %c1 {
          %im = arith.subi %i, %c1 : index
          %ip = arith.addi %i, %c1 : index
          %jm = arith.subi %j, %c1 : index
          %jp = arith.addi %j, %c1 : index
          %center = memref.load %in[%i, %j] : memref<6x6xf32>
          %n = memref.load %in[%im, %j] : memref<6x6xf32>
          %s = memref.load %in[%ip, %j] : memref<6x6xf32>
          %w = memref.load %in[%i, %jm] : memref<6x6xf32>
          %e = memref.load %in[%i, %jp] : memref<6x6xf32>
          %a = arith.addf %center, %n : f32
          %b = arith.addf %a, %s : f32
          %c = arith.addf %b, %w : f32
          %d = arith.addf %c, %e : f32
          %avg = arith.mulf %d, %fifth : f32
          memref.store %avg, %out[%i, %j] : memref<6x6xf32>
        }
      }
      gpu.return
    }
  }
  func.func @main() {
    %in = memref.alloc() : memref<6x6xf32>
    %out = memref.alloc() : memref<6x6xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@stencil
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%in : memref<6x6xf32>, %out : memref<6x6xf32>)
    %p = memref.cast %out : memref<6x6xf32> to memref<*xf32>
    call @printMemrefF32(%p) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
