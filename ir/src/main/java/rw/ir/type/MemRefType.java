package rw.ir.type;

import java.util.List;
import rw.ir.attr.Attribute;
import rw.ir.attr.TypeAttrPrinter;

/**
 * {@code memref<4x?xf32, layout, memorySpace>}. {@code layout} is {@code null} for the identity
 * layout, otherwise a {@code StridedLayoutAttr} or an affine map kept verbatim;
 * {@code memorySpace} is {@code null} for the default space.
 */
public record MemRefType(List<Long> shape, Type elementType, Attribute layout, Attribute memorySpace)
    implements BuiltinType, ShapedType {

  public MemRefType {
    shape = ShapedType.checkShape(shape);
    if (elementType == null) throw new IllegalArgumentException("null element type");
  }

  public MemRefType(List<Long> shape, Type elementType) {
    this(shape, elementType, null, null);
  }

  /**
   * The row-major strides of the identity layout (MLIR's getStridesAndOffset without a layout):
   * {@link #DYNAMIC} where a stride depends on a dynamic size.
   */
  public List<Long> identityStrides() {
    Long[] strides = new Long[shape.size()];
    long stride = 1;
    for (int i = strides.length - 1; i >= 0; i--) {
      strides[i] = stride;
      stride = stride == DYNAMIC || shape.get(i) == DYNAMIC ? DYNAMIC : stride * shape.get(i);
    }
    return List.of(strides);
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
