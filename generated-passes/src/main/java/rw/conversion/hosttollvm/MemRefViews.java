package rw.conversion.hosttollvm;

import java.util.List;
import rw.ir.type.MemRefType;
import rw.ir.type.Type;

/** Facts about memref layouts that the view lowerings of host-to-llvm.rw need. */
public final class MemRefViews {
  private MemRefViews() {}

  /** The row-major strides of a static memref with the identity layout, or {@code null}. */
  public static List<Long> staticRowMajorStrides(Type memref) {
    if (!(memref instanceof MemRefType m) || m.layout() != null || !m.hasStaticShape()) return null;
    return m.identityStrides();
  }
}
