package rw.exec.interp;

import rw.exec.semantics.ValueKind;

/**
 * How a scalar is held in a {@code long} slot of a {@link Frame}, derived from {@link
 * rw.exec.semantics.ValueRepr}: i1..i32 as their sign-extended int value, i64 and ptr as
 * themselves, f16/bf16/f32 as the raw bits of their {@code float} value (an int, sign-extended),
 * f64 as its raw bits. So {@code (int) s[a]} reads any i1..i32, and signed or unsigned 64-bit
 * comparisons of two slots of the same integer type give that type's order. Boxed forms (runtime
 * calls, aggregate elements) are those of ValueRepr.
 */
public final class SlotRepr {
  private SlotRepr() {}

  public static long ofFloat(float v) {
    return Float.floatToRawIntBits(v);
  }

  public static float toFloat(long bits) {
    return Float.intBitsToFloat((int) bits);
  }

  public static long ofDouble(double v) {
    return Double.doubleToRawLongBits(v);
  }

  public static double toDouble(long bits) {
    return Double.longBitsToDouble(bits);
  }

  /** The boxed value (Integer, Long, Float or Double) of slot bits of {@code kind}. */
  public static Object box(ValueKind kind, long bits) {
    switch (kind) {
      case I1: case I8: case I16: case I32:
        return (int) bits;
      case I64: case PTR:
        return bits;
      case F16: case BF16: case F32:
        return toFloat(bits);
      case F64:
        return toDouble(bits);
      default:
        throw new IllegalStateException("no value of kind " + kind);
    }
  }

  /** The slot bits of a boxed value of {@code kind}. */
  public static long unbox(ValueKind kind, Object value) {
    switch (kind) {
      case I1: case I8: case I16: case I32:
        return (Integer) value;
      case I64: case PTR:
        return (Long) value;
      case F16: case BF16: case F32:
        return ofFloat((Float) value);
      case F64:
        return ofDouble((Double) value);
      default:
        throw new IllegalStateException("no value of kind " + kind);
    }
  }

  /** The zero value of {@code kind}, boxed. */
  public static Object zero(ValueKind kind) {
    return box(kind, 0L);
  }
}
