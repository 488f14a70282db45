// real_ops: registered ops of the dialects rw implements, in their custom form as users write
// them (func, arith, scf, cf, memref, gpu incl. launch_func and ids, llvm, spirv incl. the
// entry point and selection/loop structure), to record their generic form and MLIR's own
// pretty printing (result names like %c0, %cst, %alloc; dropped default attributes).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel(%buf: memref<16xf32>, %n: index) kernel {
      %tid = gpu.thread_id x
      %bid = gpu.block_id y
      %bdim = gpu.block_dim z
      %gdim = gpu.grid_dim x
      %gid = gpu.global_id x
      %lt = arith.cmpi ult, %gid, %n : index
      scf.if %lt {
        %v = memref.load %buf[%gid] : memref<16xf32>
        %two = arith.constant 2.0 : f32
        %w = arith.mulf %v, %two fastmath<fast> : f32
        memref.store %w, %buf[%gid] : memref<16xf32>
      }
      gpu.barrier
      gpu.return
    }
  }
  func.func @host(%n: index) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %m = memref.alloc() : memref<16xf32>
    %d = memref.alloc(%n) : memref<?xf32>
    %s = memref.alloca() : memref<2xi32>
    gpu.launch_func @kernels::@kernel blocks in (%c4, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%m : memref<16xf32>, %n : index)
    %cast = memref.cast %m : memref<16xf32> to memref<*xf32>
    memref.dealloc %d : memref<?xf32>
    memref.dealloc %m : memref<16xf32>
    return
  }
  func.func @arith_forms(%a: i32, %b: i32, %x: f32) -> (i32, f32, i1) {
    %0 = arith.addi %a, %b overflow<nsw> : i32
    %1 = arith.muli %0, %b overflow<nsw, nuw> : i32
    %c = arith.cmpi sge, %a, %b : i32
    %2 = arith.select %c, %0, %1 : i32
    %3 = arith.cmpf une, %x, %x : f32
    %4 = arith.negf %x : f32
    %5 = arith.sitofp %a : i32 to f32
    %6 = arith.addf %4, %5 fastmath<nnan, ninf> : f32
    %7 = arith.index_cast %a : i32 to index
    %8 = arith.extsi %b : i32 to i64
    %9 = arith.trunci %8 : i64 to i16
    %10 = arith.bitcast %x : f32 to i32
    %11 = arith.constant true
    %12 = arith.constant 0 : index
    %13 = arith.constant -1 : i32
    return %2, %6, %3 : i32, f32, i1
  }
  func.func @control(%n: index) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
      %ii = arith.index_cast %i : index to i32
      %next = arith.addi %acc, %ii : i32
      scf.yield %next : i32
    }
    %w = scf.while (%v = %sum) : (i32) -> i32 {
      %pos = arith.cmpi sgt, %v, %z : i32
      scf.condition(%pos) %v : i32
    } do {
    ^bb0(%u: i32):
      %one = arith.constant 1 : i32
      %d = arith.subi %u, %one : i32
      scf.yield %d : i32
    }
    cf.br ^exit(%w : i32)
  ^exit(%r: i32):
    return %r : i32
  }
  llvm.func @llvm_ops(%p: !llvm.ptr, %i: i64) -> i32 {
    %0 = llvm.mlir.constant(42 : i32) : i32
    %1 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2 = llvm.load %1 : !llvm.ptr -> f32
    %3 = llvm.fptosi %2 : f32 to i32
    %4 = llvm.add %3, %0 : i32
    %5 = llvm.icmp "slt" %4, %0 : i32
    llvm.cond_br %5, ^bb1, ^bb2(%4 : i32)
  ^bb1:
    %6 = llvm.mlir.zero : !llvm.ptr
    llvm.store %0, %p : i32, !llvm.ptr
    llvm.br ^bb2(%0 : i32)
  ^bb2(%r: i32):
    llvm.return %r : i32
  }
  spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @data bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
    spirv.func @main() "None" {
      %zero = spirv.Constant 0 : i32
      %one = spirv.Constant 1 : i32
      %var = spirv.Variable : !spirv.ptr<i32, Function>
      spirv.Store "Function" %var, %zero : i32
      spirv.mlir.loop {
        spirv.Branch ^header
      ^header:
        %i = spirv.Load "Function" %var : i32
        %lt = spirv.SLessThan %i, %one : i32
        spirv.BranchConditional %lt, ^body, ^merge
      ^body:
        %i1 = spirv.IAdd %i, %one : i32
        spirv.Store "Function" %var, %i1 : i32
        spirv.Branch ^header
      ^merge:
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @main
    spirv.ExecutionMode @main "LocalSize", 1, 1, 1
  }
}
