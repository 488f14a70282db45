package rw.exec.interp;

/**
 * Thrown while decoding when the input uses something the executor does not support (an op, a
 * type, an attribute form). The decoder turns it into an error {@code Diagnostic} at the
 * operation being decoded: bad or unsupported input, never a trap and never a crash.
 */
public final class DecodeError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public DecodeError(String message) {
    super(message, null, false, false);
  }
}
