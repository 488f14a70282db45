package rw.exec.interp;

/**
 * Decodes one operation: reads its operands' slots, types and attributes from the {@link
 * OpDecoder} and emits a {@link Step}, a {@link Terminator} or a constant. Runs once per
 * operation at load time, never while the program runs. Throws {@link DecodeError} for forms
 * the executor does not support.
 */
@FunctionalInterface
public interface OpHandler {
  void decode(OpDecoder d);
}
