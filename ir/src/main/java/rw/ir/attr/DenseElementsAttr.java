package rw.ir.attr;

import java.util.List;
import rw.ir.type.Type;

/**
 * {@code dense<[1, 2]> : tensor<2xi32>}: the elements of a shaped {@code type} in row-major order,
 * each an {@link IntegerAttr}, {@link FloatAttr} or {@link StringAttr}. A splat
 * ({@code dense<0> : ...}) holds exactly one element.
 */
public record DenseElementsAttr(Type type, boolean splat, List<Attribute> elements)
    implements BuiltinAttr {

  public DenseElementsAttr {
    if (type == null) throw new IllegalArgumentException("null type");
    elements = List.copyOf(elements);
    if (splat && elements.size() != 1) throw new IllegalArgumentException("splat of " + elements);
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
