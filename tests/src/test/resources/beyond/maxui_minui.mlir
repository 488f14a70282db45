// maxui_minui: arith.maxui / arith.minui (unsigned: negative numbers are large) on i32 and i64.
//   i32 a = 1 -1 5 INT32_MIN 0 7 -5 INT32_MAX, b = 2 1 -3 INT32_MAX -1 7 -6 INT32_MIN
//     maxui = 2 -1 -3 INT32_MIN -1 7 -5 INT32_MIN;  minui = 1 1 5 INT32_MAX 0 7 -6 INT32_MAX
//   i64 A = 1 -1 2^32 INT64_MIN, B = -2 2 2^32-1 INT64_MAX
//     maxui = -2 -1 2^32 INT64_MIN;  minui = 1 2 2^32-1 INT64_MAX
// (row 0 of each output: maxui, row 1: minui.)
// Beyond item 5 (MLIR: "failed to legalize operation 'spirv.GL.UMax'").
// Expected output: CPU twin maxui_minui.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @umaxmin(%a : memref<8xi32>, %b : memref<8xi32>, %r : memref<2x8xi32>, %A : memref<4xi64>, %B : memref<4xi64>, %R : memref<2x4xi64>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      scf.for %i = %c0 to %c8 step %c1 {
        %x = memref.load %a[%i] : memref<8xi32>
        %y = memref.load %b[%i] : memref<8xi32>
        %mx = arith.maxui %x, %y : i32
        %mn = arith.minui %x, %y : i32
        memref.store %mx, %r[%c0, %i] : memref<2x8xi32>
        memref.store %mn, %r[%c1, %i] : memref<2x8xi32>
      }
      scf.for %i = %c0 to %c4 step %c1 {
        %x = memref.load %A[%i] : memref<4xi64>
        %y = memref.load %B[%i] : memref<4xi64>
        %mx = arith.maxui %x, %y : i64
        %mn = arith.minui %x, %y : i64
        memref.store %mx, %R[%c0, %i] : memref<2x4xi64>
        memref.store %mn, %R[%c1, %i] : memref<2x4xi64>
      }
      gpu.return

    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<8xi32>
    %b = memref.alloc() : memref<8xi32>
    %r = memref.alloc() : memref<2x8xi32>
    %A = memref.alloc() : memref<4xi64>
    %B = memref.alloc() : memref<4xi64>
    %R = memref.alloc() : memref<2x4xi64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %a0 = arith.constant 1 : i32
    %a1 = arith.constant -1 : i32
    %a2 = arith.constant 5 : i32
    %a3 = arith.constant -2147483648 : i32
    %a4 = arith.constant 0 : i32
    %a5 = arith.constant 7 : i32
    %a6 = arith.constant -5 : i32
    %a7 = arith.constant 2147483647 : i32
    memref.store %a0, %a[%c0] : memref<8xi32>
    memref.store %a1, %a[%c1] : memref<8xi32>
    memref.store %a2, %a[%c2] : memref<8xi32>
    memref.store %a3, %a[%c3] : memref<8xi32>
    memref.store %a4, %a[%c4] : memref<8xi32>
    memref.store %a5, %a[%c5] : memref<8xi32>
    memref.store %a6, %a[%c6] : memref<8xi32>
    memref.store %a7, %a[%c7] : memref<8xi32>
    %b0 = arith.constant 2 : i32
    %b1 = arith.constant 1 : i32
    %b2 = arith.constant -3 : i32
    %b3 = arith.constant 2147483647 : i32
    %b4 = arith.constant -1 : i32
    %b5 = arith.constant 7 : i32
    %b6 = arith.constant -6 : i32
    %b7 = arith.constant -2147483648 : i32
    memref.store %b0, %b[%c0] : memref<8xi32>
    memref.store %b1, %b[%c1] : memref<8xi32>
    memref.store %b2, %b[%c2] : memref<8xi32>
    memref.store %b3, %b[%c3] : memref<8xi32>
    memref.store %b4, %b[%c4] : memref<8xi32>
    memref.store %b5, %b[%c5] : memref<8xi32>
    memref.store %b6, %b[%c6] : memref<8xi32>
    memref.store %b7, %b[%c7] : memref<8xi32>
    %A0 = arith.constant 1 : i64
    %A1 = arith.constant -1 : i64
    %A2 = arith.constant 4294967296 : i64
    %A3 = arith.constant -9223372036854775808 : i64
    memref.store %A0, %A[%c0] : memref<4xi64>
    memref.store %A1, %A[%c1] : memref<4xi64>
    memref.store %A2, %A[%c2] : memref<4xi64>
    memref.store %A3, %A[%c3] : memref<4xi64>
    %B0 = arith.constant -2 : i64
    %B1 = arith.constant 2 : i64
    %B2 = arith.constant 4294967295 : i64
    %B3 = arith.constant 9223372036854775807 : i64
    memref.store %B0, %B[%c0] : memref<4xi64>
    memref.store %B1, %B[%c1] : memref<4xi64>
    memref.store %B2, %B[%c2] : memref<4xi64>
    memref.store %B3, %B[%c3] : memref<4xi64>
    gpu.launch_func @kernels::@umaxmin
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<8xi32>, %b : memref<8xi32>, %r : memref<2x8xi32>, %A : memref<4xi64>, %B : memref<4xi64>, %R : memref<2x4xi64>)
    %p_r = memref.cast %r : memref<2x8xi32> to memref<*xi32>
    call @printMemrefI32(%p_r) : (memref<*xi32>) -> ()
    %p_R = memref.cast %R : memref<2x4xi64> to memref<*xi64>
    call @printMemrefI64(%p_R) : (memref<*xi64>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI64(%m : memref<*xi64>) attributes {llvm.emit_c_interface}
}
