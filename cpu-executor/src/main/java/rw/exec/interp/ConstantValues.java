package rw.exec.interp;

import java.util.List;
import rw.dialect.llvm.LlvmArrayType;
import rw.dialect.llvm.LlvmStructType;
import rw.exec.semantics.NarrowFloat;
import rw.exec.semantics.ValueKind;
import rw.exec.semantics.ValueRepr;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseElementsAttr;
import rw.ir.attr.FloatAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.StringAttr;
import rw.ir.type.Type;

/**
 * The values of constant attributes as the executor holds them: slot bits for scalars ({@code
 * 42 : i32}, {@code 1.5 : f32}, {@code true}), boxed scalars or {@code Object[]} for aggregates
 * ({@code dense<...>} over arrays, possibly nested; {@code [..]} over struct fields; strings over
 * arrays of i8). What {@code llvm.mlir.constant} and the {@code value} of globals hold.
 */
public final class ConstantValues {
  private ConstantValues() {}

  /** The slot bits of the scalar constant {@code a} of type {@code t}. */
  public static long scalar(Attribute a, Type t) {
    ValueKind k = Types.kind(t);
    if (a instanceof IntegerAttr ia && k.isInteger()) {
      int width = Types.intWidth(t);
      return width == 64 ? ia.longValue() : ValueRepr.wrap(width, (int) ia.longValue());
    }
    if (a instanceof IntegerAttr ia && k == ValueKind.PTR) return ia.longValue();
    if (a instanceof FloatAttr fa && k.isFloat()) return floatBits(fa.value(), k);
    if (a instanceof DenseElementsAttr d && d.elements().size() == 1) return scalar(d.elements().get(0), t);
    throw new DecodeError("constant " + a + " does not fit type " + t);
  }

  private static long floatBits(double v, ValueKind k) {
    switch (k) {
      case F64: return SlotRepr.ofDouble(v);
      case F32: return SlotRepr.ofFloat((float) v);
      case F16: return SlotRepr.ofFloat(NarrowFloat.F16.round(v));
      case BF16: return SlotRepr.ofFloat(NarrowFloat.BF16.round(v));
      default: throw new IllegalStateException(k.name());
    }
  }

  /** The value of constant {@code a} of type {@code t}: boxed for scalars, Object[] for aggregates. */
  public static Object value(Attribute a, Type t) {
    if (!Types.isAggregate(t)) return SlotRepr.box(Types.kind(t), scalar(a, t));
    if (a instanceof DenseElementsAttr d) return dense(d.elements(), d.splat(), t, new int[] {0});
    if (a instanceof StringAttr s) return string(s.value(), t);
    if (a instanceof ArrayAttr arr) return elementwise(arr.elements(), t);
    throw new DecodeError("constant " + a + " does not fit type " + t);
  }

  private static Object[] elementwise(List<Attribute> elements, Type t) {
    Object[] v = new Object[elements.size()];
    if (v.length != arity(t)) throw new DecodeError("constant with " + v.length + " elements for type " + t);
    for (int i = 0; i < v.length; i++) v[i] = value(elements.get(i), elementType(t, i));
    return v;
  }

  /** Fills an array (nested arrays in row-major order) from a flat list of elements. */
  private static Object dense(List<Attribute> flat, boolean splat, Type t, int[] next) {
    if (!(t instanceof LlvmArrayType at)) {
      int idx = splat ? 0 : next[0]++;
      if (idx >= flat.size()) throw new DecodeError("too few dense elements for the constant's type");
      return value(flat.get(idx), t);
    }
    Object[] v = new Object[arity(t)];
    for (int i = 0; i < v.length; i++) v[i] = dense(flat, splat, at.elementType(), next);
    return v;
  }

  private static Object[] string(String bytes, Type t) {
    if (!(t instanceof LlvmArrayType at) || Types.intWidth(at.elementType()) != 8 || at.numElements() != bytes.length()) {
      throw new DecodeError("string of " + bytes.length() + " bytes does not fit type " + t);
    }
    Object[] v = new Object[bytes.length()];
    for (int i = 0; i < v.length; i++) v[i] = (int) (byte) bytes.charAt(i);
    return v;
  }

  private static int arity(Type t) {
    if (t instanceof LlvmStructType st) return st.body().size();
    long n = ((LlvmArrayType) t).numElements();
    if (n < 0 || n > Integer.MAX_VALUE - 8) throw new DecodeError("array type " + t + " is too large");
    return (int) n;
  }

  private static Type elementType(Type t, int i) {
    if (t instanceof LlvmStructType st) return st.body().get(i);
    return ((LlvmArrayType) t).elementType();
  }
}
