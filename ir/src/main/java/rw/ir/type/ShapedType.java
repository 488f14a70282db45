package rw.ir.type;

import java.util.List;

/** A type with an element type and, when ranked, a shape: vectors, tensors and memrefs. */
public interface ShapedType {
  /** The size of a dynamic dimension ({@code ?}), as in MLIR. */
  long DYNAMIC = Long.MIN_VALUE;

  Type elementType();

  /** The dimensions, {@link #DYNAMIC} for {@code ?}; empty for rank 0. Unranked types throw. */
  List<Long> shape();

  default boolean hasRank() {
    return true;
  }

  default int rank() {
    return shape().size();
  }

  default boolean hasStaticShape() {
    for (long d : shape()) {
      if (d == DYNAMIC) return false;
    }
    return true;
  }

  /** The number of elements of a static shape. */
  default long numElements() {
    long n = 1;
    for (long d : shape()) {
      if (d == DYNAMIC) throw new IllegalStateException("dynamic shape has no element count");
      n *= d;
    }
    return n;
  }

  static List<Long> checkShape(List<Long> shape) {
    for (long d : shape) {
      if (d < 0 && d != DYNAMIC) throw new IllegalArgumentException("negative dimension " + d);
    }
    return List.copyOf(shape);
  }
}
