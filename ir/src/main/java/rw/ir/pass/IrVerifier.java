package rw.ir.pass;

import rw.ir.Operation;
import rw.ir.verify.Verifier;

/**
 * Checks an op after a pass, reporting problems as diagnostics. The default is rw's
 * {@link Verifier}; tests substitute their own.
 */
@FunctionalInterface
public interface IrVerifier {
  /** rw's verifier. */
  IrVerifier DEFAULT = Verifier::verify;

  /** Accepts everything. */
  IrVerifier NONE = (op, recursive) -> true;

  /**
   * True when {@code op} is valid (with {@code recursive} false, ops nested in it are taken as
   * already verified); otherwise the problems have been reported.
   */
  boolean verify(Operation op, boolean recursive);
}
