package rw.ir;

/**
 * Per-op checks beyond the generic structure. Reports problems through
 * {@link Operation#emitOpError} and returns {@code false} when the op is invalid.
 */
@FunctionalInterface
public interface OpVerifier {
  OpVerifier NONE = op -> true;

  boolean verify(Operation op);
}
