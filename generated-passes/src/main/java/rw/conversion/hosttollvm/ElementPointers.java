package rw.conversion.hosttollvm;

import java.util.List;
import rw.dialect.llvm.LlvmPointerType;
import rw.ir.Value;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.type.MemRefType;

/** MLIR's getStridedElementPtr for identity layouts: aligned pointer, index linearized with the static strides, in-bounds GEP. */
final class ElementPointers {
  /** {@code inbounds|nuw}, and the {@code nsw, nuw} overflow flags of the index arithmetic. */
  private static final int INBOUNDS_NUW = 7;
  private static final int NSW_NUW = 3;

  private ElementPointers() {}

  static Value of(OpBuilder b, Location loc, MemRefType t, Value descriptor, List<Value> indices) {
    Value base = LlvmEmit.extract(b, loc, descriptor, LlvmPointerType.PTR, 1);
    Value index = null;
    for (int i = 0; i < indices.size(); i++) {
      long stride = 1;
      for (int j = i + 1; j < t.shape().size(); j++) stride *= t.shape().get(j);
      Value increment = indices.get(i);
      if (stride != 1) increment = LlvmEmit.binary(b, "llvm.mul", loc, increment, LlvmEmit.index(b, loc, stride), NSW_NUW);
      index = index == null ? increment : LlvmEmit.binary(b, "llvm.add", loc, index, increment, NSW_NUW);
    }
    return index == null ? base : LlvmEmit.gep(b, loc, base, index, t.elementType(), INBOUNDS_NUW);
  }
}
