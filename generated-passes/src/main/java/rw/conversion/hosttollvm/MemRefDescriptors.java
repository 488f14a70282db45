package rw.conversion.hosttollvm;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.llvm.LlvmStructType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * MLIR's strided memref descriptor {@code {allocated, aligned, offset, sizes[rank], strides[rank]}}
 * (and the unranked {@code {rank, descriptor pointer}}) as flat arguments of the LLVM calling
 * convention: the types of its fields. (Building, packing and unpacking descriptors is written in
 * host-to-llvm.rw.)
 */
final class MemRefDescriptors {
  private MemRefDescriptors() {}

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
