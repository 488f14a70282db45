package rw.ir.attr;

import java.util.List;
import rw.ir.type.Type;

/**
 * {@code array<i32: 1, 2>}: a flat array of integers ({@link Long}, booleans as 0/1) or floats
 * ({@link Double}) of one element type.
 */
public record DenseArrayAttr(Type elementType, List<? extends Number> values)
    implements BuiltinAttr {

  // equals and hashCode are written out: rw runs on C1, which compiles the records' generated
  // ones (method-handle chains) about 6x slower.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof DenseArrayAttr a && a.elementType.equals(elementType) && a.values.equals(values);
  }

  @Override
  public int hashCode() {
    return elementType.hashCode() * 31 + values.hashCode();
  }

  public DenseArrayAttr {
    if (elementType == null) throw new IllegalArgumentException("null element type");
    values = List.copyOf(values);
  }

  public int size() {
    return values.size();
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
