package rw.ir.asm.parse;

import java.util.List;

/**
 * The dialects that {@code mlir-opt-22} has available, as its diagnostics list them. Ops and
 * attributes of these dialects are known to MLIR even when rw has not registered them, which
 * changes some of MLIR's messages.
 */
final class MlirDialects {
  static final List<String> AVAILABLE = List.of("acc", "affine", "amdgpu", "amx", "arith", "arm_neon",
      "arm_sme", "arm_sve", "async", "bufferization", "builtin", "cf", "complex", "dlti", "emitc", "func",
      "gpu", "index", "irdl", "linalg", "llvm", "math", "memref", "ml_program", "mpi", "nvgpu", "nvvm", "omp",
      "pdl", "pdl_interp", "ptr", "quant", "rocdl", "scf", "shape", "shard", "smt", "sparse_tensor", "spirv",
      "tensor", "test", "test_dyn", "test_irdl_to_cpp", "tosa", "transform", "ub", "vector", "wasmssa",
      "x86vector", "xegpu", "xevm");

  private MlirDialects() {}

  static boolean isAvailable(String dialect) {
    return AVAILABLE.contains(dialect);
  }

  /** MLIR's note listing the available dialects. */
  static String note() {
    return "Available dialects: " + String.join(", ", AVAILABLE) + " ; for more info on dialect registration see "
        + "https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management";
  }
}
