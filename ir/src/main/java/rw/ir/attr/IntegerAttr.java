package rw.ir.attr;

import java.math.BigInteger;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * {@code 42 : i32}, and {@code true}/{@code false} for {@code i1}. The value is normalised to the
 * type's width: sign-extended for signless and signed types (so {@code 255 : i8} is {@code -1}),
 * zero-extended for unsigned ones and for {@code i1} (0 or 1), as MLIR prints them.
 */
public record IntegerAttr(BigInteger value, Type type) implements BuiltinAttr {
  // equals and hashCode are written out: rw runs on C1, which compiles the records' generated
  // ones (method-handle chains) about 6x slower.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof IntegerAttr a && a.value.equals(value) && a.type.equals(type);
  }

  @Override
  public int hashCode() {
    return value.hashCode() * 31 + type.hashCode();
  }

  public static final IntegerAttr TRUE = new IntegerAttr(BigInteger.ONE, IntegerType.I1);
  public static final IntegerAttr FALSE = new IntegerAttr(BigInteger.ZERO, IntegerType.I1);

  public IntegerAttr {
    if (value == null || type == null) throw new IllegalArgumentException("null component");
    value = normalise(value, type);
  }

  public static IntegerAttr of(long value, Type type) {
    return new IntegerAttr(BigInteger.valueOf(value), type);
  }

  public static IntegerAttr bool(boolean b) {
    return b ? TRUE : FALSE;
  }

  public static IntegerAttr index(long value) {
    return of(value, IndexType.INSTANCE);
  }

  public boolean isBool() {
    return type.equals(IntegerType.I1);
  }

  /** The value as a {@code long} (the low 64 bits). */
  public long longValue() {
    return value.longValue();
  }

  /** The value normalised to the width of {@code type} (see the class comment). */
  static BigInteger normalise(BigInteger value, Type type) {
    int width;
    boolean unsigned = false;
    if (type instanceof IntegerType it) {
      width = it.width();
      unsigned = it.isUnsigned();
    } else if (type instanceof IndexType) {
      width = IndexType.INTERNAL_WIDTH;
    } else {
      return value;
    }
    if (width == 0) return BigInteger.ZERO;
    boolean zeroExtend = unsigned || (width == 1 && type instanceof IntegerType t && t.isSignless());
    if (zeroExtend ? value.signum() >= 0 && value.bitLength() <= width : value.bitLength() < width) return value;
    BigInteger mask = BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE);
    BigInteger bits = value.and(mask);
    if (zeroExtend || !bits.testBit(width - 1)) return bits;
    return bits.subtract(BigInteger.ONE.shiftLeft(width));
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
