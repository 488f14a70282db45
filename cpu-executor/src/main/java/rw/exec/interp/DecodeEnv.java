package rw.exec.interp;

import rw.ir.Operation;

/**
 * What decoding a function needs from the rest of the program: the handlers, the data layout,
 * and the resolution of symbols as the linked module sees them from the op that names them.
 * Resolution failures are {@link DecodeError}s, reported at that op.
 */
public interface DecodeEnv {
  HandlerTable handlers();

  DataLayout layout();

  /** The address of global {@code symbol} as seen from {@code user}. */
  long globalAddress(Operation user, String symbol);

  /** The function {@code symbol} called from {@code user}: of the module or of the runtime. */
  FunctionRef callee(Operation user, String symbol);

  /**
   * Whether handlers may fuse ops (see {@code rw.exec.interp.llvm.Fusions}); off only to test
   * that fused and unfused decoding compute the same.
   */
  default boolean fuses() {
    return true;
  }
}
