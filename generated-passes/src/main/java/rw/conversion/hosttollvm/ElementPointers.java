package rw.conversion.hosttollvm;

import java.util.List;
import rw.dialect.llvm.LlvmPointerType;
import rw.ir.Value;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.attr.StridedLayoutAttr;
import rw.ir.type.IntegerType;
import rw.ir.type.MemRefType;
import rw.ir.type.ShapedType;

/** MLIR's getStridedElementPtr for identity and strided layouts: aligned pointer (plus a layout's offset), index linearized with the strides (dynamic ones read from the descriptor), in-bounds GEP. */
final class ElementPointers {
  /** {@code inbounds|nuw}, and the {@code nsw, nuw} overflow flags of the index arithmetic. */
  private static final int INBOUNDS_NUW = 7;
  private static final int NSW_NUW = 3;

  private ElementPointers() {}

  static Value of(OpBuilder b, Location loc, MemRefType t, Value descriptor, List<Value> indices) {
    Value base = LlvmEmit.extract(b, loc, descriptor, LlvmPointerType.PTR, 1);
    StridedLayoutAttr layout = t.layout() instanceof StridedLayoutAttr s ? s : null;
    // A strided layout's offset advances the base first (MLIR's bufferPtr).
    if (layout != null && layout.offset() != 0) {
      Value offset = layout.offset() == ShapedType.DYNAMIC
          ? LlvmEmit.extract(b, loc, descriptor, IntegerType.I64, 2) : LlvmEmit.index(b, loc, layout.offset());
      base = LlvmEmit.gep(b, loc, base, offset, t.elementType(), 0);
    }
    List<Long> strides = layout != null ? layout.strides() : t.identityStrides();
    Value index = null;
    for (int i = 0; i < indices.size(); i++) {
      long stride = strides.get(i);
      Value increment = indices.get(i);
      if (stride != 1) {
        Value s = stride == ShapedType.DYNAMIC ? LlvmEmit.extract(b, loc, descriptor, IntegerType.I64, 4, i) : LlvmEmit.index(b, loc, stride);
        increment = LlvmEmit.binary(b, "llvm.mul", loc, increment, s, NSW_NUW);
      }
      index = index == null ? increment : LlvmEmit.binary(b, "llvm.add", loc, index, increment, NSW_NUW);
    }
    return index == null ? base : LlvmEmit.gep(b, loc, base, index, t.elementType(), INBOUNDS_NUW);
  }
}
