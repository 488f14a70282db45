// Recorded with /work/shared/reference/mlir22 run fptoint-x86.mlir > fptoint-x86.out (mlir-runner-22, x86-64).
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
  func.func @conv(%v : f32) {
    %m = memref.alloc() : memref<1xf32>
    call @fillF32Buffer1D(%m, %v) : (memref<1xf32>, f32) -> ()
    %c0 = arith.constant 0 : index
    %x = memref.load %m[%c0] : memref<1xf32>
    %o = memref.alloc() : memref<6xi32>
    %a = arith.fptosi %x : f32 to i32
    %b = arith.fptoui %x : f32 to i32
    %c8 = arith.fptosi %x : f32 to i8
    %c = arith.extsi %c8 : i8 to i32
    %d8 = arith.fptoui %x : f32 to i8
    %d = arith.extui %d8 : i8 to i32
    %e64 = arith.fptosi %x : f32 to i64
    %e = arith.trunci %e64 : i64 to i32
    %f64 = arith.fptoui %x : f32 to i64
    %f = arith.trunci %f64 : i64 to i32
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    memref.store %a, %o[%c0] : memref<6xi32>
    memref.store %b, %o[%c1] : memref<6xi32>
    memref.store %c, %o[%c2] : memref<6xi32>
    memref.store %d, %o[%c3] : memref<6xi32>
    memref.store %e, %o[%c4] : memref<6xi32>
    memref.store %f, %o[%c5] : memref<6xi32>
    %u = memref.cast %o : memref<6xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    return
  }
  func.func @main() {
    %one = arith.constant 1 : index
    gpu.launch_func @kernels::@noop blocks in (%one, %one, %one) threads in (%one, %one, %one)
    %v1 = arith.constant 0x7FC00000 : f32
    call @conv(%v1) : (f32) -> ()
    %v2 = arith.constant 3.0e9 : f32
    call @conv(%v2) : (f32) -> ()
    %v3 = arith.constant -3.0e9 : f32
    call @conv(%v3) : (f32) -> ()
    %v4 = arith.constant -5.5 : f32
    call @conv(%v4) : (f32) -> ()
    %v5 = arith.constant 300.7 : f32
    call @conv(%v5) : (f32) -> ()
    %v6 = arith.constant 1.0e20 : f32
    call @conv(%v6) : (f32) -> ()
    return
  }
  func.func private @fillF32Buffer1D(%arg0 : memref<1xf32>, %arg1 : f32)
  func.func private @printMemrefI32(%ptr : memref<*xi32>)
}
