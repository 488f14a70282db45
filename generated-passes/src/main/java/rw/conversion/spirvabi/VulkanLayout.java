package rw.conversion.spirvabi;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.spirv.SpirvArrayType;
import rw.dialect.spirv.SpirvRuntimeArrayType;
import rw.dialect.spirv.SpirvStructType;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;
import rw.ir.type.VectorType;

/**
 * Vulkan's layout of interface types (MLIR's VulkanLayoutUtils::decorateType): member offsets and
 * array strides recomputed from sizes and alignments, whatever the type carried before.
 */
final class VulkanLayout {
  /** A laid-out type with its size (Long.MAX_VALUE for runtime arrays) and alignment in bytes. */
  record Laid(Type type, long size, long alignment) {}

  private VulkanLayout() {}

  /** The literal struct {@code s} with Vulkan offsets (identified structs are left as they are). */
  static Type decorate(SpirvStructType s) {
    return s.form() == SpirvStructType.Form.LITERAL && !s.memberTypes().isEmpty() ? struct(s).type() : s;
  }

  private static Laid struct(SpirvStructType s) {
    List<Type> members = new ArrayList<>();
    List<Long> offsets = new ArrayList<>();
    long offset = 0;
    long alignment = 1;
    for (Type m : s.memberTypes()) {
      Laid l = lay(m);
      offset = alignTo(offset, l.alignment());
      members.add(l.type());
      offsets.add(offset);
      offset = l.size() == Long.MAX_VALUE ? Long.MAX_VALUE : offset + l.size();
      alignment = Math.max(alignment, l.alignment());
    }
    SpirvStructType laid = new SpirvStructType(null, SpirvStructType.Form.LITERAL, members, offsets, s.decorations());
    return new Laid(laid, offset == Long.MAX_VALUE ? offset : alignTo(offset, alignment), alignment);
  }

  private static Laid lay(Type t) {
    if (t instanceof SpirvStructType s) return s.form() == SpirvStructType.Form.LITERAL && !s.memberTypes().isEmpty() ? struct(s) : new Laid(s, 0, 1);
    if (t instanceof VectorType v) {
      Laid e = lay(v.elementType());
      long n = v.shape().get(0);
      return new Laid(t, e.size() * n, e.alignment() * (n == 2 ? 2 : 4));
    }
    if (t instanceof SpirvArrayType a) {
      Laid e = lay(a.elementType());
      return new Laid(new SpirvArrayType(e.type(), a.numElements(), e.size()), e.size() * a.numElements(), e.alignment());
    }
    if (t instanceof SpirvRuntimeArrayType a) {
      Laid e = lay(a.elementType());
      return new Laid(new SpirvRuntimeArrayType(e.type(), e.size()), Long.MAX_VALUE, e.alignment());
    }
    int width = t instanceof IntegerType i ? i.width() : t instanceof FloatType f ? f.kind().width() : 8;
    long bytes = Math.max(1, width / 8);
    return new Laid(t, bytes, bytes);
  }

  private static long alignTo(long value, long alignment) {
    return (value + alignment - 1) / alignment * alignment;
  }
}
