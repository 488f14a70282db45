// Recorded with /work/shared/reference/mlir22 run shift-x86.mlir > shift-x86.out (mlir-runner-22, x86-64).
// Inputs come from memory (fillers), so LLVM cannot fold the operations away.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @noop() kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      gpu.return
    }
  }
  func.func @sh(%s : i32) {
    %m = memref.alloc() : memref<1xi32>
    call @fillI32Buffer(%m, %s) : (memref<1xi32>, i32) -> ()
    %c0 = arith.constant 0 : index
    %n = memref.load %m[%c0] : memref<1xi32>
    %x = arith.constant -1000 : i32
    %o = memref.alloc() : memref<9xi32>
    %a = arith.shli %x, %n : i32
    %b = arith.shrui %x, %n : i32
    %c = arith.shrsi %x, %n : i32
    %x8 = arith.constant -100 : i8
    %n8 = arith.trunci %n : i32 to i8
    %d8 = arith.shli %x8, %n8 : i8
    %e8 = arith.shrui %x8, %n8 : i8
    %f8 = arith.shrsi %x8, %n8 : i8
    %d = arith.extsi %d8 : i8 to i32
    %e = arith.extsi %e8 : i8 to i32
    %f = arith.extsi %f8 : i8 to i32
    %x64 = arith.constant -1000 : i64
    %n64 = arith.extui %n : i32 to i64
    %g64 = arith.shli %x64, %n64 : i64
    %h64 = arith.shrui %x64, %n64 : i64
    %i64 = arith.shrsi %x64, %n64 : i64
    %g = arith.trunci %g64 : i64 to i32
    %h = arith.trunci %h64 : i64 to i32
    %i = arith.trunci %i64 : i64 to i32
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    memref.store %a, %o[%c0] : memref<9xi32>
    memref.store %b, %o[%c1] : memref<9xi32>
    memref.store %c, %o[%c2] : memref<9xi32>
    memref.store %d, %o[%c3] : memref<9xi32>
    memref.store %e, %o[%c4] : memref<9xi32>
    memref.store %f, %o[%c5] : memref<9xi32>
    memref.store %g, %o[%c6] : memref<9xi32>
    memref.store %h, %o[%c7] : memref<9xi32>
    memref.store %i, %o[%c8] : memref<9xi32>
    %u = memref.cast %o : memref<9xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    return
  }
  func.func @main() {
    %one = arith.constant 1 : index
    gpu.launch_func @kernels::@noop blocks in (%one, %one, %one) threads in (%one, %one, %one)
    %v1 = arith.constant 3 : i32
    call @sh(%v1) : (i32) -> ()
    %v2 = arith.constant 9 : i32
    call @sh(%v2) : (i32) -> ()
    %v3 = arith.constant 33 : i32
    call @sh(%v3) : (i32) -> ()
    %v4 = arith.constant 65 : i32
    call @sh(%v4) : (i32) -> ()
    %v5 = arith.constant -1 : i32
    call @sh(%v5) : (i32) -> ()
    return
  }
  func.func private @fillI32Buffer(%arg0 : memref<1xi32>, %arg1 : i32)
  func.func private @printMemrefI32(%ptr : memref<*xi32>)
}
