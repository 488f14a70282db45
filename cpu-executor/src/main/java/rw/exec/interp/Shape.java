package rw.exec.interp;

import java.util.Arrays;
import java.util.List;
import rw.dialect.llvm.LlvmArrayType;
import rw.dialect.llvm.LlvmStructType;
import rw.exec.memory.Memory;
import rw.exec.memory.Pointers;
import rw.exec.semantics.ValueKind;
import rw.ir.type.Type;

/**
 * The decoded form of a type for moving whole values: a scalar kind, a struct (element shapes
 * at byte offsets) or an array (one element shape, a count and a stride). Built once per type
 * at decode time, so loads, stores and zero values of aggregates need no layout lookups.
 * Aggregate values are immutable {@code Object[]} of boxed scalars and nested aggregates.
 */
public final class Shape {
  private final ValueKind kind;
  private final Shape[] fields;
  private final long[] offsets;
  private final Shape element;
  private final long count;
  private final long size;

  private Shape(ValueKind kind, Shape[] fields, long[] offsets, Shape element, long count, long size) {
    this.kind = kind;
    this.fields = fields;
    this.offsets = offsets;
    this.element = element;
    this.count = count;
    this.size = size;
  }

  public static Shape of(Type t, DataLayout layout) {
    if (t instanceof LlvmStructType st) return struct(st, layout);
    if (t instanceof LlvmArrayType at) {
      if (at.numElements() < 0 || at.numElements() > Integer.MAX_VALUE - 8) {
        throw new DecodeError("array type " + t + " is too large to hold as a value");
      }
      Shape e = of(at.elementType(), layout);
      return new Shape(null, null, null, e, at.numElements(), layout.sizeOf(t));
    }
    if (Types.isVector(t)) {
      // Elements packed, the size rounded up to the vector's alignment (LLVM's default layout).
      Shape e = of(((rw.ir.type.VectorType) t).elementType(), layout);
      return new Shape(null, null, null, e, Types.vectorLength(t), layout.sizeOf(t));
    }
    ValueKind k = Types.kind(t);
    if (!Types.isMemoryType(t)) throw new DecodeError("values of type " + t + " cannot be held in memory");
    return new Shape(k, null, null, null, 0, k.byteSize());
  }

  private static Shape struct(LlvmStructType st, DataLayout layout) {
    DataLayout.StructLayout l = layout.struct(st);
    List<Type> body = st.body();
    Shape[] fs = new Shape[body.size()];
    for (int i = 0; i < fs.length; i++) fs[i] = of(body.get(i), layout);
    return new Shape(null, fs, l.offsets(), null, 0, l.size());
  }

  /** The scalar kind, or null for an aggregate. */
  public ValueKind kind() {
    return kind;
  }

  public boolean isScalar() {
    return kind != null;
  }

  public long size() {
    return size;
  }

  /** The number of elements of an aggregate. */
  public int arity() {
    return fields != null ? fields.length : (int) count;
  }

  /** The shape of element {@code i} of an aggregate. */
  public Shape elementShape(int i) {
    if (fields != null) return fields[i];
    if (element == null) throw new DecodeError("a scalar has no elements");
    return element;
  }

  /** The byte offset of element {@code i} of an aggregate. */
  public long elementOffset(int i) {
    return fields != null ? offsets[i] : i * element.size;
  }

  /** The zero value: a boxed zero for scalars, an {@code Object[]} of zeros for aggregates. */
  public Object zero() {
    if (kind != null) return SlotRepr.zero(kind);
    Object[] v = new Object[arity()];
    if (fields != null) {
      for (int i = 0; i < v.length; i++) v[i] = fields[i].zero();
    } else {
      Arrays.fill(v, element.zero());
    }
    return v;
  }

  /** Reads a value of this shape at {@code p} (boxed for scalars). */
  public Object load(Memory m, long p) {
    if (kind != null) return SlotRepr.box(kind, ScalarAccess.load(m, kind, p));
    Object[] v = new Object[arity()];
    for (int i = 0; i < v.length; i++) v[i] = elementShape(i).load(m, Pointers.offsetBy(p, elementOffset(i)));
    return v;
  }

  /** Writes {@code value} (boxed for scalars) at {@code p}; padding bytes are left unchanged. */
  public void store(Memory m, long p, Object value) {
    if (kind != null) {
      ScalarAccess.store(m, kind, p, SlotRepr.unbox(kind, value));
      return;
    }
    Object[] v = (Object[]) value;
    for (int i = 0; i < v.length; i++) elementShape(i).store(m, Pointers.offsetBy(p, elementOffset(i)), v[i]);
  }
}
