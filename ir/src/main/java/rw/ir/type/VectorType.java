package rw.ir.type;

import java.util.Collections;
import java.util.List;
import rw.ir.attr.TypeAttrPrinter;

/** {@code vector<4x[8]xf32>}: {@code scalable.get(i)} marks a dimension written {@code [n]}. */
public record VectorType(List<Long> shape, List<Boolean> scalable, Type elementType)
    implements BuiltinType, ShapedType {

  public VectorType {
    shape = ShapedType.checkShape(shape);
    scalable = List.copyOf(scalable);
    if (scalable.size() != shape.size()) throw new IllegalArgumentException("scalable flags");
    if (elementType == null) throw new IllegalArgumentException("null element type");
  }

  public VectorType(List<Long> shape, Type elementType) {
    this(shape, Collections.nCopies(shape.size(), Boolean.FALSE), elementType);
  }

  public boolean isScalable() {
    return scalable.contains(Boolean.TRUE);
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
