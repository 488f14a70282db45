package rw.ir.type;

import java.util.List;
import rw.ir.attr.TypeAttrPrinter;

/** {@code tensor<*xf32>}. */
public record UnrankedTensorType(Type elementType) implements BuiltinType, ShapedType {
  public UnrankedTensorType {
    if (elementType == null) throw new IllegalArgumentException("null element type");
  }

  @Override
  public List<Long> shape() {
    throw new IllegalStateException("unranked tensor has no shape");
  }

  @Override
  public boolean hasRank() {
    return false;
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
