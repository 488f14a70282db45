// scf_if_abs: scf.if with results (absolute value and clamping written as if/else) and an
// scf.if without else that stores conditionally; i32 and f32.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @absk(%iabs : memref<9xi32>, %fclamp : memref<9xf32>, %flags : memref<9xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c9 = arith.constant 9 : index
      %k4 = arith.constant 4 : i32
      %zero = arith.constant 0 : i32
      %lim = arith.constant 2.5 : f32
      %scale = arith.constant 1.25 : f32
      %marker = arith.constant 99 : i32
      scf.for %i = %c0 to %c9 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %x = arith.subi %ii, %k4 : i32
        %neg = arith.cmpi slt, %x, %zero : i32
        %a = scf.if %neg -> (i32) {
          %n = arith.subi %zero, %x : i32
          scf.yield %n : i32
        } else {
          scf.yield %x : i32
        }
        memref.store %a, %iabs[%i] : memref<9xi32>
        %fx0 = arith.sitofp %x : i32 to f32
        %fx = arith.mulf %fx0, %scale : f32
        %big = arith.cmpf ogt, %fx, %lim : f32
        %c = scf.if %big -> (f32) {
          scf.yield %lim : f32
        } else {
          scf.yield %fx : f32
        }
        memref.store %c, %fclamp[%i] : memref<9xf32>
        memref.store %zero, %flags[%i] : memref<9xi32>
        scf.if %neg {
          memref.store %marker, %flags[%i] : memref<9xi32>
        }
      }
      gpu.return
    }
  }
  func.func @main() {
    %iabs = memref.alloc() : memref<9xi32>
    %fclamp = memref.alloc() : memref<9xf32>
    %flags = memref.alloc() : memref<9xi32>
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@absk
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%iabs : memref<9xi32>, %fclamp : memref<9xf32>, %flags : memref<9xi32>)
    %p1 = memref.cast %iabs : memref<9xi32> to memref<*xi32>
    call @printMemrefI32(%p1) : (memref<*xi32>) -> ()
    %p2 = memref.cast %fclamp : memref<9xf32> to memref<*xf32>
    call @printMemrefF32(%p2) : (memref<*xf32>) -> ()
    %p3 = memref.cast %flags : memref<9xi32> to memref<*xi32>
    call @printMemrefI32(%p3) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
