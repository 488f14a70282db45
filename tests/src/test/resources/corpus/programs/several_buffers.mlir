// several_buffers: a kernel with six buffer arguments of mixed element types and shapes
// (i32 and f32, 1-D and 2-D): out = a * b + c per element, a weighted f32 sum into a 2-D
// buffer and an i32 count of positive results.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @many(%a : memref<4xi32>, %b : memref<4xi32>, %c : memref<4xi32>,
                   %w : memref<4xf32>, %grid : memref<2x4xf32>, %count : memref<1xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %n = scf.for %i = %c0 to %c4 step %c1 iter_args(%cnt = %zero) -> (i32) {
        %x = memref.load %a[%i] : memref<4xi32>
        %y = memref.load %b[%i] : memref<4xi32>
        %z = memref.load %c[%i] : memref<4xi32>
        %ii = arith.index_cast %i : index to i32
        %xi = arith.subi %x, %ii : i32
        %p = arith.muli %xi, %y : i32
        %s = arith.addi %p, %z : i32
        memref.store %s, %c[%i] : memref<4xi32>
        %wt = memref.load %w[%i] : memref<4xf32>
        %sf = arith.sitofp %s : i32 to f32
        %g0 = arith.mulf %sf, %wt : f32
        memref.store %g0, %grid[%c0, %i] : memref<2x4xf32>
        %g1 = arith.addf %sf, %wt : f32
        memref.store %g1, %grid[%c1, %i] : memref<2x4xf32>
        %pos = arith.cmpi sgt, %s, %zero : i32
        %inc = arith.select %pos, %one, %zero : i32
        %cnt2 = arith.addi %cnt, %inc : i32
        scf.yield %cnt2 : i32
      }
      memref.store %n, %count[%c0] : memref<1xi32>
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<4xi32>
    %b = memref.alloc() : memref<4xi32>
    %c = memref.alloc() : memref<4xi32>
    %w = memref.alloc() : memref<4xf32>
    %grid = memref.alloc() : memref<2x4xf32>
    %count = memref.alloc() : memref<1xi32>
    %v2 = arith.constant 2 : i32
    %v5 = arith.constant -5 : i32
    %v1 = arith.constant 1 : i32
    %wt = arith.constant 0.25 : f32
    %ad = memref.cast %a : memref<4xi32> to memref<?xi32>
    %bd = memref.cast %b : memref<4xi32> to memref<?xi32>
    %cd = memref.cast %c : memref<4xi32> to memref<?xi32>
    %wd = memref.cast %w : memref<4xf32> to memref<?xf32>
    call @fillI32Buffer(%ad, %v2) : (memref<?xi32>, i32) -> ()
    call @fillI32Buffer(%bd, %v5) : (memref<?xi32>, i32) -> ()
    call @fillI32Buffer(%cd, %v1) : (memref<?xi32>, i32) -> ()
    call @fillF32Buffer1D(%wd, %wt) : (memref<?xf32>, f32) -> ()
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@many
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4xi32>, %b : memref<4xi32>, %c : memref<4xi32>, %w : memref<4xf32>,
             %grid : memref<2x4xf32>, %count : memref<1xi32>)
    %p1 = memref.cast %c : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%p1) : (memref<*xi32>) -> ()
    %p2 = memref.cast %grid : memref<2x4xf32> to memref<*xf32>
    call @printMemrefF32(%p2) : (memref<*xf32>) -> ()
    %p3 = memref.cast %count : memref<1xi32> to memref<*xi32>
    call @printMemrefI32(%p3) : (memref<*xi32>) -> ()
    return
  }
  func.func private @fillI32Buffer(%m : memref<?xi32>, %v : i32) attributes {llvm.emit_c_interface}
  func.func private @fillF32Buffer1D(%m : memref<?xf32>, %v : f32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
