package rw.ir.attr;

import java.util.List;
import rw.ir.type.ShapedType;

/**
 * {@code strided<[s0, s1], offset: o>}; dynamic strides and offsets ({@code ?}) are
 * {@link ShapedType#DYNAMIC}.
 */
public record StridedLayoutAttr(long offset, List<Long> strides) implements BuiltinAttr {
  public StridedLayoutAttr {
    strides = List.copyOf(strides);
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
