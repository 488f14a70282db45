package rw.conversion.spirvtollvm;

import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;

/** The extern of the vector patterns of spirv-to-llvm.rw. */
public final class VectorIndices {
  private VectorIndices() {}

  /** The first index of a spirv.CompositeExtract's {@code [i : i32, ...]}, or -1. */
  public static long firstIndex(Attribute indices) {
    if (!(indices instanceof ArrayAttr a) || a.elements().isEmpty() || !(a.elements().get(0) instanceof IntegerAttr i)) return -1;
    return i.value().longValue();
  }

  public static boolean isVectorOfScalars(rw.ir.type.Type t) {
    return t instanceof rw.ir.type.VectorType v && v.shape().size() == 1 && !v.isScalable()
        && (v.elementType() instanceof rw.ir.type.IntegerType || v.elementType() instanceof rw.ir.type.FloatType);
  }
}
