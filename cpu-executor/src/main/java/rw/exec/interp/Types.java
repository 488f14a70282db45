package rw.exec.interp;

import rw.dialect.llvm.LlvmArrayType;
import rw.dialect.llvm.LlvmPointerType;
import rw.dialect.llvm.LlvmStructType;
import rw.dialect.llvm.LlvmVoidType;
import rw.exec.semantics.ValueKind;
import rw.ir.type.FloatType;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * Decode-time classification of LLVM-dialect types: scalars (a {@link ValueKind}, held in a long
 * slot) and aggregates (structs and arrays, held as {@code Object[]}). Integer widths 1..32 and
 * 64 are supported (odd widths in registers only); everything else is a {@link DecodeError}.
 */
public final class Types {
  private Types() {}

  public static boolean isAggregate(Type t) {
    return t instanceof LlvmStructType || t instanceof LlvmArrayType || isVector(t);
  }

  /** A fixed 1-D vector of scalars ({@code vector<3xi32>}, the builtin id vectors), held like an array. */
  public static boolean isVector(Type t) {
    return t instanceof rw.ir.type.VectorType v && v.shape().size() == 1 && !v.isScalable() && v.shape().get(0) > 0;
  }

  /** The number of elements of a vector type. */
  public static int vectorLength(Type t) {
    long n = ((rw.ir.type.VectorType) t).shape().get(0);
    if (n > Integer.MAX_VALUE - 8) throw new DecodeError("vector type " + t + " is too large to hold as a value");
    return (int) n;
  }

  public static boolean isVoid(Type t) {
    return t instanceof LlvmVoidType;
  }

  /** The scalar kind of {@code t}; integers of odd widths up to 32 are {@link ValueKind#I32}. */
  public static ValueKind kind(Type t) {
    if (t instanceof IntegerType it) return integerKind(it.width());
    if (t instanceof IndexType) return ValueKind.I64;
    if (t instanceof LlvmPointerType) return ValueKind.PTR;
    if (t instanceof FloatType ft) return floatKind(ft);
    throw new DecodeError("type " + t + " is not supported by the executor");
  }

  /** The width of integer type {@code t} (index is 64). */
  public static int intWidth(Type t) {
    if (t instanceof IntegerType it) return it.width();
    if (t instanceof IndexType) return 64;
    throw new DecodeError("expected an integer type, got " + t);
  }

  /** The kind of a float type, or a DecodeError for anything else. */
  public static ValueKind floatKind(Type t) {
    ValueKind k = t instanceof FloatType ? kind(t) : null;
    if (k == null || !k.isFloat()) throw new DecodeError("expected a float type, got " + t);
    return k;
  }

  /** Whether values of {@code t} can be loaded and stored (standard widths, pointers, aggregates). */
  public static boolean isMemoryType(Type t) {
    if (t instanceof IntegerType it) return isStandardWidth(it.width());
    return !(t instanceof LlvmVoidType);
  }

  private static boolean isStandardWidth(int w) {
    return w == 1 || w == 8 || w == 16 || w == 32 || w == 64;
  }

  private static ValueKind integerKind(int width) {
    if (width == 64) return ValueKind.I64;
    if (width < 1 || width > 32) {
      throw new DecodeError("integers of width " + width + " are not supported by the executor (only i1..i32 and i64)");
    }
    return isStandardWidth(width) ? ValueKind.integer(width) : ValueKind.I32;
  }

  private static ValueKind floatKind(FloatType ft) {
    switch (ft.kind()) {
      case F16: return ValueKind.F16;
      case BF16: return ValueKind.BF16;
      case F32: return ValueKind.F32;
      case F64: return ValueKind.F64;
      default: throw new DecodeError("type " + ft + " is not supported by the executor");
    }
  }
}
