package rw.exec.interp;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import rw.dialect.llvm.LlvmArrayType;
import rw.dialect.llvm.LlvmStructType;
import rw.ir.type.Type;

/**
 * Sizes, alignments and field offsets of LLVM types as LLVM's default data layout for x86-64
 * gives them (what mlir-runner's JIT uses): every scalar is aligned to its size (i1 takes one
 * byte, ptr eight), a struct aligns each field to the field's alignment and its size up to its
 * own alignment (the largest of its fields'; 1 when packed), an array is its elements back to
 * back. Layouts of structs are computed once and cached.
 */
public final class DataLayout {
  private final Map<LlvmStructType, StructLayout> structs = new HashMap<>();

  /** The offsets of a struct's fields, its size and its alignment. */
  public record StructLayout(long[] offsets, long size, long alignment) {
    public long offset(int field) {
      return offsets[field];
    }
  }

  /** The allocation size of {@code t} in bytes (a multiple of its alignment). */
  public long sizeOf(Type t) {
    if (t instanceof LlvmStructType st) return struct(st).size();
    if (t instanceof LlvmArrayType at) return multiply(sizeOf(at.elementType()), at.numElements());
    if (Types.isVector(t)) return alignUp(vectorBytes(t), alignOf(t));
    return Types.kind(t).byteSize();
  }

  /** The bytes of a vector's elements, packed (its store size). */
  private long vectorBytes(Type t) {
    return multiply(sizeOf(((rw.ir.type.VectorType) t).elementType()), Types.vectorLength(t));
  }

  public long alignOf(Type t) {
    if (t instanceof LlvmStructType st) return struct(st).alignment();
    if (t instanceof LlvmArrayType at) return alignOf(at.elementType());
    if (Types.isVector(t)) return Long.highestOneBit(Math.max(1, vectorBytes(t) * 2 - 1));
    return Types.kind(t).byteSize();
  }

  /** The layout of {@code st}, computed on first use. */
  public StructLayout struct(LlvmStructType st) {
    StructLayout l = structs.get(st);
    if (l != null) return l;
    if (st.isOpaque() || st.form() == LlvmStructType.Form.REFERENCE) {
      throw new DecodeError("the size of " + st + " is unknown");
    }
    l = compute(st.body(), st.packed());
    structs.put(st, l);
    return l;
  }

  private StructLayout compute(List<Type> body, boolean packed) {
    long[] offsets = new long[body.size()];
    long offset = 0;
    long maxAlign = 1;
    for (int i = 0; i < offsets.length; i++) {
      Type field = body.get(i);
      long align = packed ? 1 : alignOf(field);
      offset = alignUp(offset, align);
      offsets[i] = offset;
      offset += sizeOf(field);
      maxAlign = Math.max(maxAlign, align);
    }
    return new StructLayout(offsets, alignUp(offset, maxAlign), maxAlign);
  }

  static long alignUp(long n, long align) {
    return (n + align - 1) / align * align;
  }

  private static long multiply(long size, long count) {
    try {
      return Math.multiplyExact(size, count);
    } catch (ArithmeticException e) {
      throw new DecodeError("array of " + Long.toUnsignedString(count) + " elements is too large");
    }
  }
}
