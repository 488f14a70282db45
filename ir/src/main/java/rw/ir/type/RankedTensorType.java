package rw.ir.type;

import java.util.List;
import rw.ir.attr.Attribute;
import rw.ir.attr.TypeAttrPrinter;

/** {@code tensor<4x?xf32, encoding>}; {@code encoding} is {@code null} when absent. */
public record RankedTensorType(List<Long> shape, Type elementType, Attribute encoding)
    implements BuiltinType, ShapedType {

  public RankedTensorType {
    shape = ShapedType.checkShape(shape);
    if (elementType == null) throw new IllegalArgumentException("null element type");
  }

  public RankedTensorType(List<Long> shape, Type elementType) {
    this(shape, elementType, null);
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
