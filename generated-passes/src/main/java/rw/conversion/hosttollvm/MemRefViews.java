package rw.conversion.hosttollvm;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import rw.ir.type.MemRefType;
import rw.ir.type.Type;

/** Facts about memref layouts that the view lowerings of host-to-llvm.rw need. */
public final class MemRefViews {
  private MemRefViews() {}

  /** The row-major strides of a static memref with the identity layout, or {@code null}. */
  public static List<Long> staticRowMajorStrides(Type memref) {
    if (!(memref instanceof MemRefType m) || m.layout() != null) return null;
    List<Long> strides = new ArrayList<>();
    long stride = 1;
    for (int i = m.shape().size() - 1; i >= 0; i--) {
      if (m.shape().get(i) < 0) return null;
      strides.add(stride);
      stride *= m.shape().get(i);
    }
    Collections.reverse(strides);
    return strides;
  }
}
