package rw.dialect;

import rw.ir.asm.DialectAsmParser;
import rw.ir.loc.Location;

/**
 * Range checks of integer literals parsed into fixed-width C++ integers, as MLIR's
 * {@code parseInteger<IntT>} does: a value that does not fit is reported as
 * {@code integer value too large}. Unsigned targets accept small negative literals and wrap them
 * ({@code -1} is {@code 4294967295}) like MLIR, which accepts a negative literal when its digits
 * fit the target width.
 */
public final class AsmIntegers {
  private AsmIntegers() {}

  /** {@code raw} as an unsigned 32-bit value in {@code [0, 2^32)}, or {@code null} after reporting at {@code at}. */
  public static Long unsigned32(DialectAsmParser p, Location at, long raw) {
    if (raw >= 0 && raw <= 0xFFFF_FFFFL) return raw;
    if (raw < 0 && raw >= -99_999_999L) return raw & 0xFFFF_FFFFL;
    p.emitError(at, "integer value too large");
    return null;
  }

  /** {@code raw} as a signed 32-bit value, or {@code null} after reporting at {@code at}. */
  public static Integer signed32(DialectAsmParser p, Location at, long raw) {
    if (raw >= Integer.MIN_VALUE && raw <= Integer.MAX_VALUE) return (int) raw;
    p.emitError(at, "integer value too large");
    return null;
  }

  /** {@code raw} as an unsigned 64-bit value (wrapped into a {@code long}), or {@code null} after reporting. */
  public static Long unsigned64(DialectAsmParser p, Location at, long raw) {
    if (raw >= -9_999_999_999_999_999L) return raw;
    p.emitError(at, "integer value too large");
    return null;
  }
}
