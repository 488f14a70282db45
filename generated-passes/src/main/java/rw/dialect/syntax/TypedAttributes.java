package rw.dialect.syntax;

import java.math.BigInteger;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseElementsAttr;
import rw.ir.attr.FloatAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.OpaqueAttr;
import rw.ir.attr.StringAttr;
import rw.ir.type.IntegerType;
import rw.ir.type.NoneType;
import rw.ir.type.Type;

/** The type of typed attributes (MLIR's TypedAttr interface). */
public final class TypedAttributes {
  private TypedAttributes() {}

  /** The attribute's type ({@code none} for untyped strings), or {@code null} when it has none. */
  public static Type typeOf(Attribute a) {
    if (a instanceof IntegerAttr i) return i.type();
    if (a instanceof FloatAttr f) return f.type();
    if (a instanceof DenseElementsAttr d) return d.type();
    if (a instanceof StringAttr s) return s.type() != null ? s.type() : NoneType.INSTANCE;
    if (a instanceof OpaqueAttr o) return o.type();
    return null;
  }

  /** The value read as a two's complement number of the type's width (APInt printed signed). */
  public static BigInteger signedValue(IntegerAttr a) {
    BigInteger v = a.value();
    if (!(a.type() instanceof IntegerType t) || t.width() == 0 || !v.testBit(t.width() - 1)) return v;
    if (v.signum() < 0) return v;
    return v.subtract(BigInteger.ONE.shiftLeft(t.width()));
  }

  /** The value read as an unsigned number of the type's width. */
  public static BigInteger unsignedValue(IntegerAttr a) {
    BigInteger v = a.value();
    if (v.signum() >= 0 || !(a.type() instanceof IntegerType t)) return v;
    return v.add(BigInteger.ONE.shiftLeft(t.width()));
  }
}
