package rw.ir.attr;

import java.util.List;
import rw.ir.type.Type;

/**
 * {@code array<i32: 1, 2>}: a flat array of integers ({@link Long}, booleans as 0/1) or floats
 * ({@link Double}) of one element type.
 */
public record DenseArrayAttr(Type elementType, List<? extends Number> values)
    implements BuiltinAttr {

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
