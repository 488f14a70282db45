// printF64 and printNewline as the SPIR-V runner pipeline calls them (_mlir_ciface_printF64 and
// _mlir_ciface_printNewline of wrappers.c: printf("%g")). Recorded: mlir22 run print-f64-scalars.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @noop() kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      gpu.return
    }
  }
  func.func @main() {
    %one = arith.constant 1 : index
    gpu.launch_func @kernels::@noop blocks in (%one, %one, %one) threads in (%one, %one, %one)
    %v0 = arith.constant 0.0 : f64
    call @printF64(%v0) : (f64) -> ()
    %v1 = arith.constant -0.0 : f64
    call @printF64(%v1) : (f64) -> ()
    %v2 = arith.constant 1.0 : f64
    call @printF64(%v2) : (f64) -> ()
    call @printNewline() : () -> ()
    %v3 = arith.constant 0.1 : f64
    call @printF64(%v3) : (f64) -> ()
    %v4 = arith.constant 1.5e-5 : f64
    call @printF64(%v4) : (f64) -> ()
    %v5 = arith.constant 123456.7 : f64
    call @printF64(%v5) : (f64) -> ()
    call @printNewline() : () -> ()
    %v6 = arith.constant 1234567.0 : f64
    call @printF64(%v6) : (f64) -> ()
    %v7 = arith.constant 1.0e100 : f64
    call @printF64(%v7) : (f64) -> ()
    %v8 = arith.constant -2.5e-300 : f64
    call @printF64(%v8) : (f64) -> ()
    call @printNewline() : () -> ()
    %v9 = arith.constant 0x7FF8000000000000 : f64
    call @printF64(%v9) : (f64) -> ()
    %v10 = arith.constant 0xFFF8000000000000 : f64
    call @printF64(%v10) : (f64) -> ()
    %v11 = arith.constant 0x7FF0000000000000 : f64
    call @printF64(%v11) : (f64) -> ()
    call @printNewline() : () -> ()
    %v12 = arith.constant 0xFFF0000000000000 : f64
    call @printF64(%v12) : (f64) -> ()
    %v13 = arith.constant 4.9e-324 : f64
    call @printF64(%v13) : (f64) -> ()
    %v14 = arith.constant 3.14159265358979 : f64
    call @printF64(%v14) : (f64) -> ()
    call @printNewline() : () -> ()
    %v15 = arith.constant 99999.95 : f64
    call @printF64(%v15) : (f64) -> ()
    call @printNewline() : () -> ()
    return
  }
  func.func private @printF64(f64)
  func.func private @printNewline()
}
