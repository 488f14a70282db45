package rw.ir.type;

import java.util.List;
import java.util.Objects;
import rw.ir.attr.Attribute;
import rw.ir.attr.TypeAttrPrinter;

/**
 * {@code memref<4x?xf32, layout, memorySpace>}. {@code layout} is {@code null} for the identity
 * layout, otherwise a {@code StridedLayoutAttr} or an affine map kept verbatim;
 * {@code memorySpace} is {@code null} for the default space.
 */
public record MemRefType(List<Long> shape, Type elementType, Attribute layout, Attribute memorySpace)
    implements BuiltinType, ShapedType {
  // equals and hashCode are written out: rw runs on C1, which compiles the records' generated
  // ones (method-handle chains) about 6x slower, and types are compared on every type lookup.
  @Override
  public boolean equals(Object o) {
    if (o == this) return true;
    return o instanceof MemRefType t && ListEquality.same(t.shape, shape) && t.elementType.equals(elementType)
        && Objects.equals(t.layout, layout) && Objects.equals(t.memorySpace, memorySpace);
  }

  @Override
  public int hashCode() {
    return (shape.hashCode() * 31 + elementType.hashCode()) * 31 + Objects.hashCode(layout) * 7
        + Objects.hashCode(memorySpace);
  }


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
