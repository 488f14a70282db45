package rw.dialect.builtin;

import rw.ir.type.IntegerType;
import rw.ir.type.ShapedType;
import rw.ir.type.Type;
import rw.ir.type.VectorType;

/** Type transforms named by {@code TypesMatchWith} traits in the .rw dialects. */
public final class TypeFunctions {
  private TypeFunctions() {}

  /** The element type of a shaped type (memref, vector, tensor); others are their own. */
  public static Type elementType(Type t) {
    return t instanceof ShapedType s ? s.elementType() : t;
  }

  /** {@code i1}, or a vector of {@code i1} of the same shape (the result of comparisons). */
  public static Type i1SameShape(Type t) {
    return t instanceof VectorType v ? new VectorType(v.shape(), v.scalable(), IntegerType.I1) : IntegerType.I1;
  }
}
