module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel(%arg0: memref<16xf32>, %arg1: index) kernel {
      %thread_id_x = gpu.thread_id  x
      %block_id_y = gpu.block_id  y
      %block_dim_z = gpu.block_dim  z
      %grid_dim_x = gpu.grid_dim  x
      %global_id_x = gpu.global_id  x
      %0 = arith.cmpi ult, %global_id_x, %arg1 : index
      scf.if %0 {
        %1 = memref.load %arg0[%global_id_x] : memref<16xf32>
        %cst = arith.constant 2.000000e+00 : f32
        %2 = arith.mulf %1, %cst fastmath<fast> : f32
        memref.store %2, %arg0[%global_id_x] : memref<16xf32>
      }
      gpu.barrier
      gpu.return
    }
  }
  func.func @host(%arg0: index) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc() : memref<16xf32>
    %alloc_0 = memref.alloc(%arg0) : memref<?xf32>
    %alloca = memref.alloca() : memref<2xi32>
    gpu.launch_func  @kernels::@kernel blocks in (%c4, %c1, %c1) threads in (%c4, %c1, %c1)  args(%alloc : memref<16xf32>, %arg0 : index)
    %cast = memref.cast %alloc : memref<16xf32> to memref<*xf32>
    memref.dealloc %alloc_0 : memref<?xf32>
    memref.dealloc %alloc : memref<16xf32>
    return
  }
  func.func @arith_forms(%arg0: i32, %arg1: i32, %arg2: f32) -> (i32, f32, i1) {
    %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32
    %1 = arith.muli %0, %arg1 overflow<nsw, nuw> : i32
    %2 = arith.cmpi sge, %arg0, %arg1 : i32
    %3 = arith.select %2, %0, %1 : i32
    %4 = arith.cmpf une, %arg2, %arg2 : f32
    %5 = arith.negf %arg2 : f32
    %6 = arith.sitofp %arg0 : i32 to f32
    %7 = arith.addf %5, %6 fastmath<nnan,ninf> : f32
    %8 = arith.index_cast %arg0 : i32 to index
    %9 = arith.extsi %arg1 : i32 to i64
    %10 = arith.trunci %9 : i64 to i16
    %11 = arith.bitcast %arg2 : f32 to i32
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %c-1_i32 = arith.constant -1 : i32
    return %3, %7, %4 : i32, f32, i1
  }
  func.func @control(%arg0: index) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %c0_i32) -> (i32) {
      %3 = arith.index_cast %arg1 : index to i32
      %4 = arith.addi %arg2, %3 : i32
      scf.yield %4 : i32
    }
    %1 = scf.while (%arg1 = %0) : (i32) -> i32 {
      %3 = arith.cmpi sgt, %arg1, %c0_i32 : i32
      scf.condition(%3) %arg1 : i32
    } do {
    ^bb0(%arg1: i32):
      %c1_i32 = arith.constant 1 : i32
      %3 = arith.subi %arg1, %c1_i32 : i32
      scf.yield %3 : i32
    }
    cf.br ^bb1(%1 : i32)
  ^bb1(%2: i32):  // pred: ^bb0
    return %2 : i32
  }
  llvm.func @llvm_ops(%arg0: !llvm.ptr, %arg1: i64) -> i32 {
    %0 = llvm.mlir.constant(42 : i32) : i32
    %1 = llvm.getelementptr %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2 = llvm.load %1 : !llvm.ptr -> f32
    %3 = llvm.fptosi %2 : f32 to i32
    %4 = llvm.add %3, %0 : i32
    %5 = llvm.icmp "slt" %4, %0 : i32
    llvm.cond_br %5, ^bb1, ^bb2(%4 : i32)
  ^bb1:  // pred: ^bb0
    %6 = llvm.mlir.zero : !llvm.ptr
    llvm.store %0, %arg0 : i32, !llvm.ptr
    llvm.br ^bb2(%0 : i32)
  ^bb2(%7: i32):  // 2 preds: ^bb0, ^bb1
    llvm.return %7 : i32
  }
  spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @data bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
    spirv.func @main() "None" {
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %0 = spirv.Variable : !spirv.ptr<i32, Function>
      spirv.Store "Function" %0, %cst0_i32 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1
      ^bb1:  // 2 preds: ^bb0, ^bb2
        %1 = spirv.Load "Function" %0 : i32
        %2 = spirv.SLessThan %1, %cst1_i32 : i32
        spirv.BranchConditional %2, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %3 = spirv.IAdd %1, %cst1_i32 : i32
        spirv.Store "Function" %0, %3 : i32
        spirv.Branch ^bb1
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @main
    spirv.ExecutionMode @main "LocalSize", 1, 1, 1
  }
}

