// module(@m) function(@f) name the kernel; the symbols it uses are copied into its module.
// pipeline: builtin.module(gpu-kernel-outlining)
// Expected output (named_kernel.expected.mlir, or named_kernel.stderr for errors) recorded with mlir-opt-22 --pass-pipeline='builtin.module(gpu-kernel-outlining)'.
module {
  func.func private @helper(%x: index) -> index

  func.func @foo(%n: index) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 4294967296 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) module(@mymod) function(@myfn) {
      %r = func.call @helper(%tx) : (index) -> index

      gpu.terminator
    }
    return
  }
}
