package rw.ir.type;

import java.util.List;
import rw.ir.attr.Attribute;
import rw.ir.attr.TypeAttrPrinter;

/** {@code memref<*xf32, memorySpace>}; {@code memorySpace} is {@code null} by default. */
public record UnrankedMemRefType(Type elementType, Attribute memorySpace)
    implements BuiltinType, ShapedType {

  public UnrankedMemRefType {
    if (elementType == null) throw new IllegalArgumentException("null element type");
  }

  @Override
  public List<Long> shape() {
    throw new IllegalStateException("unranked memref has no shape");
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
