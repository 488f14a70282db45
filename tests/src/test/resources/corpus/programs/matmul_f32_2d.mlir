// matmul_f32_2d: naive f32 matrix product on 2-D memrefs (4x3 times 3x5) with three nested
// scf.for loops, an iter_args accumulator, and fillF32Buffer2D to zero the result first.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_variable_pointers]>,
    #spirv.resource_limits<max_compute_workgroup_invocations = 128, max_compute_workgroup_size = [128, 128, 64]>>
} {
  gpu.module @kernels {
    gpu.func @matmul(%A : memref<4x3xf32>, %B : memref<3x5xf32>, %C : memref<4x5xf32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %half = arith.constant 0.5 : f32
      %two = arith.constant 2.0 : f32
      // A[i][k] = 0.5 * (i + k), B[k][j] = k - 2 * j
      scf.for %i = %c0 to %c4 step %c1 {
        scf.for %k = %c0 to %c3 step %c1 {
          %s = arith.addi %i, %k : index
          %si = arith.index_cast %s : index to i32
          %sf = arith.sitofp %si : i32 to f32
          %v = arith.mulf %sf, %half : f32
          memref.store %v, %A[%i, %k] : memref<4x3xf32>
        }
      }
      scf.for %k = %c0 to %c3 step %c1 {
        scf.for %j = %c0 to %c5 step %c1 {
          %ki = arith.index_cast %k : index to i32
          %ji = arith.index_cast %j : index to i32
          %kf = arith.sitofp %ki : i32 to f32
          %jf = arith.sitofp %ji : i32 to f32
          %j2 = arith.mulf %jf, %two : f32
          %v = arith.subf %kf, %j2 : f32
          memref.store %v, %B[%k, %j] : memref<3x5xf32>
        }
      }
      scf.for %i = %c0 to %c4 step %c1 {
        scf.for %j = %c0 to %c5 step %c1 {
          %init = memref.load %C[%i, %j] : memref<4x5xf32>
          %acc = scf.for %k = %c0 to %c3 step %c1 iter_args(%s = %init) -> (f32) {
            %x = memref.load %A[%i, %k] : memref<4x3xf32>
            %y = memref.load %B[%k, %j] : memref<3x5xf32>
            %p = arith.mulf %x, %y : f32
            %s2 = arith.addf %s, %p : f32
            scf.yield %s2 : f32
          }
          memref.store %acc, %C[%i, %j] : memref<4x5xf32>
        }
      }
      gpu.return
    }
  }
  func.func @main() {
    %A = memref.alloc() : memref<4x3xf32>
    %B = memref.alloc() : memref<3x5xf32>
    %C = memref.alloc() : memref<4x5xf32>
    %z = arith.constant 0.0 : f32
    %Cd = memref.cast %C : memref<4x5xf32> to memref<?x?xf32>
    call @fillF32Buffer2D(%Cd, %z) : (memref<?x?xf32>, f32) -> ()
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@matmul
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%A : memref<4x3xf32>, %B : memref<3x5xf32>, %C : memref<4x5xf32>)
    %pa = memref.cast %A : memref<4x3xf32> to memref<*xf32>
    call @printMemrefF32(%pa) : (memref<*xf32>) -> ()
    %pc = memref.cast %C : memref<4x5xf32> to memref<*xf32>
    call @printMemrefF32(%pc) : (memref<*xf32>) -> ()
    return
  }
  func.func private @fillF32Buffer2D(%m : memref<?x?xf32>, %v : f32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
