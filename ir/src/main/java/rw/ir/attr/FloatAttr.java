package rw.ir.attr;

import rw.ir.type.FloatType;
import rw.ir.type.Type;

/**
 * {@code 1.000000e+00 : f32}. The value is held as a {@code double}; for narrower types it is
 * exactly representable in the type (the parser rounds it).
 */
public record FloatAttr(double value, Type type) implements BuiltinAttr {
  public FloatAttr {
    if (type == null) throw new IllegalArgumentException("null type");
  }

  public static FloatAttr f32(float value) {
    return new FloatAttr(value, FloatType.F32);
  }

  public static FloatAttr f64(double value) {
    return new FloatAttr(value, FloatType.F64);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof FloatAttr f
        && Double.doubleToRawLongBits(f.value) == Double.doubleToRawLongBits(value)
        && f.type.equals(type);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(Double.doubleToRawLongBits(value)) * 31 + type.hashCode();
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
