package rw.conversion.hosttollvm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import rw.dialect.llvm.LlvmPointerType;
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
   * Emits the sizes and strides of a static identity-layout shape as MLIR's getMemRefDescriptorSizes
   * does (a stride that equals a size reuses the size's constant); returns sizes, strides, then
   * the element count.
   */
  static List<Value> shape(OpBuilder b, Location loc, MemRefType t) {
    int rank = t.shape().size();
    List<Value> sizes = new ArrayList<>();
    for (long d : t.shape()) sizes.add(LlvmEmit.index(b, loc, d));
    Value[] strides = new Value[rank];
    long stride = 1;
    Value running = LlvmEmit.index(b, loc, 1);
    for (int i = rank - 1; i >= 0; i--) {
      strides[i] = running;
      boolean sizeIsStride = stride == 1;
      stride *= t.shape().get(i);
      running = sizeIsStride ? sizes.get(i) : LlvmEmit.index(b, loc, stride);
    }
    List<Value> out = new ArrayList<>(sizes);
    out.addAll(Arrays.asList(strides));
    out.add(running);
    return out;
  }

  /** A descriptor of {@code type} built from its fields (offset 0), sizes before strides. */
  static Value build(OpBuilder b, Location loc, Type type, Value allocated, Value aligned, List<Value> shape) {
    int rank = (shape.size() - 1) / 2;
    Value d = LlvmEmit.insert(b, loc, LlvmEmit.poison(b, loc, type), allocated, 0);
    d = LlvmEmit.insert(b, loc, d, aligned, 1);
    d = LlvmEmit.insert(b, loc, d, LlvmEmit.index(b, loc, 0), 2);
    for (int i = 0; i < rank; i++) d = LlvmEmit.insert(b, loc, d, shape.get(i), 3, i);
    for (int i = 0; i < rank; i++) d = LlvmEmit.insert(b, loc, d, shape.get(rank + i), 4, i);
    return d;
  }

  /** The fields of a ranked or unranked descriptor, as MLIR's unpack extracts them. */
  static List<Value> unpack(OpBuilder b, Location loc, Value desc) {
    List<Type> fields = ((LlvmStructType) desc.type()).body();
    List<Value> out = new ArrayList<>();
    if (fields.size() == 2) {
      for (int i = 0; i < 2; i++) out.add(LlvmEmit.extract(b, loc, desc, fields.get(i), i));
      return out;
    }
    for (int i = 0; i < 3; i++) out.add(LlvmEmit.extract(b, loc, desc, fields.get(i), i));
    int rank = rank(desc.type());
    for (int f = 3; f <= 4; f++) {
      for (int i = 0; i < rank; i++) out.add(LlvmEmit.extract(b, loc, desc, IntegerType.I64, f, i));
    }
    return out;
  }

  /** A descriptor of {@code type} from its flat fields, sizes and strides interleaved as MLIR's pack sets them. */
  static Value pack(OpBuilder b, Location loc, Type type, List<Value> fields) {
    Value d = LlvmEmit.poison(b, loc, type);
    if (fields.size() == 2) return LlvmEmit.insert(b, loc, LlvmEmit.insert(b, loc, d, fields.get(0), 0), fields.get(1), 1);
    for (int i = 0; i < 3; i++) d = LlvmEmit.insert(b, loc, d, fields.get(i), i);
    int rank = rank(type);
    for (int i = 0; i < rank; i++) {
      d = LlvmEmit.insert(b, loc, d, fields.get(3 + i), 3, i);
      d = LlvmEmit.insert(b, loc, d, fields.get(3 + rank + i), 4, i);
    }
    return d;
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

  /** Whether {@code t} is a (ranked or unranked) descriptor struct. */
  static boolean isDescriptor(Type t) {
    if (!(t instanceof LlvmStructType s) || s.body().size() < 2) return false;
    return s.body().get(s.body().size() == 2 ? 1 : 0) instanceof LlvmPointerType;
  }
}
