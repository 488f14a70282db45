package rw.conversion.hosttollvm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import rw.dialect.llvm.LlvmStructType;
import rw.ir.Value;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.type.IntegerType;
import rw.ir.type.MemRefType;
import rw.ir.type.Type;

/**
 * MLIR's strided memref descriptor {@code {allocated, aligned, offset, sizes[rank], strides[rank]}}
 * (and the unranked {@code {rank, descriptor pointer}}): the field values of static shapes, and
 * packing to and unpacking from the flat argument lists of the LLVM calling convention.
 */
final class MemRefDescriptors {
  private MemRefDescriptors() {}

  /**
   * Emits the sizes and strides of an identity-layout shape as MLIR's getMemRefDescriptorSizes
   * does: static sizes as index constants, dynamic ones from {@code dynamicSizes}; a stride that
   * equals a size reuses it, a dynamic one multiplies. Returns sizes, strides, then the element count.
   */
  static List<Value> shape(OpBuilder b, Location loc, MemRefType t, List<Value> dynamicSizes) {
    int rank = t.shape().size();
    List<Value> sizes = new ArrayList<>();
    int next = 0;
    for (long d : t.shape()) sizes.add(d < 0 ? dynamicSizes.get(next++) : LlvmEmit.index(b, loc, d));
    Value[] strides = new Value[rank];
    long stride = 1;
    boolean dynamic = false;
    Value running = LlvmEmit.index(b, loc, 1);
    for (int i = rank - 1; i >= 0; i--) {
      strides[i] = running;
      boolean sizeIsStride = !dynamic && stride == 1;
      dynamic |= t.shape().get(i) < 0;
      if (!dynamic) stride *= t.shape().get(i);
      if (sizeIsStride) running = sizes.get(i);
      else running = dynamic ? LlvmEmit.binary(b, "llvm.mul", loc, running, sizes.get(i), 0) : LlvmEmit.index(b, loc, stride);
    }
    List<Value> out = new ArrayList<>(sizes);
    out.addAll(Arrays.asList(strides));
    out.add(running);
    return out;
  }

  /** The rank of a ranked descriptor struct type. */
  static int rank(Type descriptor) {
    List<Type> fields = ((LlvmStructType) descriptor).body();
    return fields.size() == 3 ? 0 : (int) ((rw.dialect.llvm.LlvmArrayType) fields.get(3)).numElements();
  }

  /** The LLVM types of a descriptor's flat fields: 1:N argument expansion. */
  static List<Type> fieldTypes(Type descriptor) {
    List<Type> fields = ((LlvmStructType) descriptor).body();
    if (fields.size() == 2) return fields;
    List<Type> out = new ArrayList<>(fields.subList(0, 3));
    for (int i = 0; i < 2 * rank(descriptor); i++) out.add(IntegerType.I64);
    return out;
  }
}
