package rw.conversion.gputospirv;

import java.util.List;
import rw.dialect.spirv.SpirvArrayType;
import rw.dialect.spirv.SpirvEnumAttr;
import rw.dialect.spirv.SpirvPointerType;
import rw.dialect.spirv.SpirvRuntimeArrayType;
import rw.dialect.spirv.SpirvStructType;
import rw.dialect.spirv.StorageClass;
import rw.ir.attr.StridedLayoutAttr;
import rw.ir.type.FloatType;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.MemRefType;
import rw.ir.type.ShapedType;
import rw.ir.type.Type;

/**
 * Memref types as SPIR-V pointers, as MLIR's SPIRVTypeConverter does after the Vulkan memory-space
 * mapping (no memory space: StorageBuffer): a pointer to a struct holding one array of all the
 * elements (with a strided layout, all the elements the buffer spans from its start, offset included); the storage classes that need an explicit layout get the array stride and member offset 0.
 */
final class MemRefTypes {
  private MemRefTypes() {}

  static StorageClass storageClass(MemRefType m) {
    if (m.memorySpace() == null) return StorageClass.STORAGE_BUFFER;
    if (m.memorySpace() instanceof SpirvEnumAttr e && e.kind().mnemonic().equals("storage_class")) return StorageClass.of(e.value());
    return null;
  }

  static Type convert(MemRefType m, Type index) {
    StorageClass sc = storageClass(m);
    long[] stridesAndOffset = stridesAndOffset(m);
    if (sc == null || stridesAndOffset == null) return null;
    Type element = m.elementType() instanceof IndexType ? index : m.elementType();
    if (element == null || !TargetEnvs.allows(element)) return null;
    long bytes = byteSize(element);
    if (bytes <= 0) return null;
    long count = elementCount(m.shape(), stridesAndOffset);
    boolean layout = sc == StorageClass.STORAGE_BUFFER || sc == StorageClass.UNIFORM || sc == StorageClass.PUSH_CONSTANT
        || sc == StorageClass.PHYSICAL_STORAGE_BUFFER;
    // A dynamic size: a runtime array.
    Type array = count < 0 ? new SpirvRuntimeArrayType(element, layout ? bytes : 0) : new SpirvArrayType(element, count, layout ? bytes : 0);
    SpirvStructType struct = SpirvStructType.literal(List.of(array), layout ? List.of(0L) : List.of());
    return new SpirvPointerType(struct, sc);
  }

  /**
   * The strides of a memref's layout followed by its offset: row-major strides and offset 0 for the
   * identity layout, those of a {@code strided<…>} layout when all are static; {@code null} otherwise.
   */
  static long[] stridesAndOffset(MemRefType m) {
    if (m.layout() == null) {
      List<Long> identity = m.identityStrides();
      if (identity.contains(ShapedType.DYNAMIC)) return null;
      long[] layout = new long[identity.size() + 1];
      for (int i = 0; i < identity.size(); i++) layout[i] = identity.get(i);
      return layout;
    }
    if (!(m.layout() instanceof StridedLayoutAttr s) || s.offset() < 0) return null;
    long[] layout = new long[s.strides().size() + 1];
    for (int i = 0; i < s.strides().size(); i++) {
      if (s.strides().get(i) < 0) return null;
      layout[i] = s.strides().get(i);
    }
    layout[layout.length - 1] = s.offset();
    return layout;
  }

  /**
   * The elements a buffer spans, as MLIR's type converter counts them: the offset plus the largest
   * extent (size times stride) of a dimension; one for rank 0 (the offset is not counted); -1 for a
   * dynamic shape (a runtime array).
   */
  private static long elementCount(List<Long> shape, long[] layout) {
    if (shape.isEmpty()) return 1;
    long extent = -1;
    for (int i = 0; i < shape.size(); i++) {
      if (shape.get(i) < 0) return -1;
      extent = Math.max(extent, shape.get(i) * layout[i]);
    }
    return layout[shape.size()] + extent;
  }

  private static long byteSize(Type t) {
    if (t instanceof IntegerType i && i.width() % 8 == 0) return i.width() / 8;
    if (t instanceof FloatType f) return f.equals(FloatType.F16) || f.equals(FloatType.BF16) ? 2 : f.equals(FloatType.F32) ? 4 : 8;
    return -1;
  }
}
