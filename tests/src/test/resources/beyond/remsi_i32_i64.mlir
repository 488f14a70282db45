// remsi_i32_i64: arith.remsi (signed remainder: the sign follows the dividend) on i32 and i64
// in a kernel, incl. the most negative and most positive values:
//   i32: 7%3=1, -7%3=-1, 7%-3=1, -7%-3=-1, 0%5=0, INT32_MIN%3=-2, INT32_MAX%-10=7, 13%13=0
//   i64: 1, -1, 1, -1, 0, INT64_MIN%7=-1 (2^63 = 1 mod 7), INT64_MAX%-10=7, 10^10%-3=1
// Beyond item 5 (MLIR: "failed to legalize operation 'spirv.GL.SAbs'").
// Expected output: CPU twin remsi_i32_i64.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @rem(%a : memref<8xi32>, %b : memref<8xi32>, %r : memref<8xi32>, %A : memref<8xi64>, %B : memref<8xi64>, %R : memref<8xi64>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      scf.for %i = %c0 to %c8 step %c1 {
        %x = memref.load %a[%i] : memref<8xi32>
        %y = memref.load %b[%i] : memref<8xi32>
        %z = arith.remsi %x, %y : i32
        memref.store %z, %r[%i] : memref<8xi32>
        %X = memref.load %A[%i] : memref<8xi64>
        %Y = memref.load %B[%i] : memref<8xi64>
        %Z = arith.remsi %X, %Y : i64
        memref.store %Z, %R[%i] : memref<8xi64>
      }
      gpu.return

    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<8xi32>
    %b = memref.alloc() : memref<8xi32>
    %r = memref.alloc() : memref<8xi32>
    %A = memref.alloc() : memref<8xi64>
    %B = memref.alloc() : memref<8xi64>
    %R = memref.alloc() : memref<8xi64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %a0 = arith.constant 7 : i32
    %a1 = arith.constant -7 : i32
    %a2 = arith.constant 7 : i32
    %a3 = arith.constant -7 : i32
    %a4 = arith.constant 0 : i32
    %a5 = arith.constant -2147483648 : i32
    %a6 = arith.constant 2147483647 : i32
    %a7 = arith.constant 13 : i32
    memref.store %a0, %a[%c0] : memref<8xi32>
    memref.store %a1, %a[%c1] : memref<8xi32>
    memref.store %a2, %a[%c2] : memref<8xi32>
    memref.store %a3, %a[%c3] : memref<8xi32>
    memref.store %a4, %a[%c4] : memref<8xi32>
    memref.store %a5, %a[%c5] : memref<8xi32>
    memref.store %a6, %a[%c6] : memref<8xi32>
    memref.store %a7, %a[%c7] : memref<8xi32>
    %b0 = arith.constant 3 : i32
    %b1 = arith.constant 3 : i32
    %b2 = arith.constant -3 : i32
    %b3 = arith.constant -3 : i32
    %b4 = arith.constant 5 : i32
    %b5 = arith.constant 3 : i32
    %b6 = arith.constant -10 : i32
    %b7 = arith.constant 13 : i32
    memref.store %b0, %b[%c0] : memref<8xi32>
    memref.store %b1, %b[%c1] : memref<8xi32>
    memref.store %b2, %b[%c2] : memref<8xi32>
    memref.store %b3, %b[%c3] : memref<8xi32>
    memref.store %b4, %b[%c4] : memref<8xi32>
    memref.store %b5, %b[%c5] : memref<8xi32>
    memref.store %b6, %b[%c6] : memref<8xi32>
    memref.store %b7, %b[%c7] : memref<8xi32>
    %A0 = arith.constant 7 : i64
    %A1 = arith.constant -7 : i64
    %A2 = arith.constant 7 : i64
    %A3 = arith.constant -7 : i64
    %A4 = arith.constant 0 : i64
    %A5 = arith.constant -9223372036854775808 : i64
    %A6 = arith.constant 9223372036854775807 : i64
    %A7 = arith.constant 10000000000 : i64
    memref.store %A0, %A[%c0] : memref<8xi64>
    memref.store %A1, %A[%c1] : memref<8xi64>
    memref.store %A2, %A[%c2] : memref<8xi64>
    memref.store %A3, %A[%c3] : memref<8xi64>
    memref.store %A4, %A[%c4] : memref<8xi64>
    memref.store %A5, %A[%c5] : memref<8xi64>
    memref.store %A6, %A[%c6] : memref<8xi64>
    memref.store %A7, %A[%c7] : memref<8xi64>
    %B0 = arith.constant 3 : i64
    %B1 = arith.constant 3 : i64
    %B2 = arith.constant -3 : i64
    %B3 = arith.constant -3 : i64
    %B4 = arith.constant 5 : i64
    %B5 = arith.constant 7 : i64
    %B6 = arith.constant -10 : i64
    %B7 = arith.constant -3 : i64
    memref.store %B0, %B[%c0] : memref<8xi64>
    memref.store %B1, %B[%c1] : memref<8xi64>
    memref.store %B2, %B[%c2] : memref<8xi64>
    memref.store %B3, %B[%c3] : memref<8xi64>
    memref.store %B4, %B[%c4] : memref<8xi64>
    memref.store %B5, %B[%c5] : memref<8xi64>
    memref.store %B6, %B[%c6] : memref<8xi64>
    memref.store %B7, %B[%c7] : memref<8xi64>
    gpu.launch_func @kernels::@rem
        blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<8xi32>, %b : memref<8xi32>, %r : memref<8xi32>, %A : memref<8xi64>, %B : memref<8xi64>, %R : memref<8xi64>)
    %p_r = memref.cast %r : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%p_r) : (memref<*xi32>) -> ()
    %p_R = memref.cast %R : memref<8xi64> to memref<*xi64>
    call @printMemrefI64(%p_R) : (memref<*xi64>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI64(%m : memref<*xi64>) attributes {llvm.emit_c_interface}
}
