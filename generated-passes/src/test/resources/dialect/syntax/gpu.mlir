// gpu.module (targets, attributes, empty), gpu.func (kernel, attributions, argument and result
// attributes), gpu.launch_func (async, clusters, launch dimension type, shared memory size,
// async object, arguments, attributes), gpu.launch, the index ops with their names and two spaces.
module attributes {gpu.container_module} {
  gpu.module @empty {
  }
  gpu.module @t [#nvvm.target] {
  }
  gpu.module @kernels attributes {foo} {
    gpu.func @k() kernel {
      gpu.return
    }
    gpu.func @ids(%a: memref<4xi32>, %n: index) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %t = gpu.thread_id x
      %b = gpu.block_id y
      %d = gpu.block_dim z
      %g = gpu.grid_dim x
      %gi = gpu.global_id x
      %u = gpu.thread_id x upper_bound 64
      %cl = gpu.cluster_id y
      %cb = gpu.cluster_dim_blocks z {my.attr}
      "unreg.use"(%t, %b, %d, %g, %gi, %u, %cl, %cb) : (index, index, index, index, index, index, index, index) -> ()
      gpu.return
    }
    gpu.func @w(%a: i32 {my.x}) workgroup(%w: memref<4xf32, 3>) private(%p: memref<2xf32, 5> {my.y}) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
      gpu.return
    }
    gpu.func @notk(%a: i32) -> (i32 {my.r}) {
      gpu.return %a : i32
    }
  }
  func.func @main(%t: !gpu.async.token, %p: !llvm.ptr) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : i32
    %m = memref.alloc() : memref<4xi32>
    gpu.launch_func @kernels::@ids blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xi32>, %c1 : index)
    gpu.launch_func @kernels::@ids blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) dynamic_shared_memory_size %c2 args(%m : memref<4xi32>, %c1 : index)
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    %tok = gpu.launch_func async [%t] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    %tok2 = gpu.launch_func async [%t, %tok] @kernels::@k clusters in (%c1, %c1, %c1) blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    %tok3 = gpu.launch_func async @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func [%tok3] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func @kernels::@k blocks in (%c2, %c2, %c2) threads in (%c2, %c2, %c2) : i32
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {foo = 1 : i32}
    gpu.launch_func <%p : !llvm.ptr> @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  func.func @f(%c: index, %t: !gpu.async.token, %s: i32) {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) {
      "unreg.use"(%bx, %ty, %gz, %sx) : (index, index, index, index) -> ()
      gpu.terminator
    }
    %tok = gpu.launch async [%t] blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) dynamic_shared_memory_size %s workgroup(%w : memref<4xf32, 3>) private(%p : memref<2xf32, 5>) {
      gpu.terminator
    } {my.attr}
    gpu.launch clusters(%cx, %cy, %cz) in (%ncx = %c, %ncy = %c, %ncz = %c) blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) {
      gpu.terminator
    }
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) module(@mod) function(@fn) {
      gpu.terminator
    }
    return
  }
}
