package rw.exec.semantics;

import static rw.exec.semantics.ValueRepr.mask;
import static rw.exec.semantics.ValueRepr.unsigned;
import static rw.exec.semantics.ValueRepr.wrap;

/**
 * LLVM's casts: {@code sext zext trunc sitofp uitofp fptosi fptoui fpext fptrunc bitcast
 * ptrtoint inttoptr}. Integer widths 1..32 are sign-extended ints, i64 is long ({@link
 * ValueRepr}). Int-to-float conversions round to nearest-even once, from the exact integer.
 *
 * <p>{@code fptosi}/{@code fptoui} of NaN or of a value out of the target's range make poison in
 * LLVM; rw returns what mlir-runner-22 computes on x86-64 (measured, see the tests):
 *
 * <ul>
 *   <li>fptosi to i32 or i64: the minimum signed value ({@code 0x80..0}).
 *   <li>fptoui to i32 or i64: all ones ({@code 0xFF..F}), also for negative values {@code <= -1}.
 *   <li>fptosi and fptoui to widths below 32: the fptosi-to-i32 result truncated to the width
 *       (LLVM converts through a signed 32-bit integer), so {@code fptoui -5.5 to i8} is 251 and
 *       {@code fptosi 300.7 to i8} is 44.
 * </ul>
 */
public final class CastSemantics {
  private static final double TWO_31 = 0x1p31;
  private static final double TWO_32 = 0x1p32;
  private static final double TWO_63 = 0x1p63;
  private static final double TWO_64 = 0x1p64;

  private CastSemantics() {}

  // ---- integer <-> integer -------------------------------------------------------------------

  /** {@code sext} to any wider width up to 32: the value is already sign-extended. */
  public static int sext(int a) {
    return a;
  }

  public static long sextToI64(int a) {
    return a;
  }

  /** {@code zext} from {@code fromWidth} to any wider width up to 32. */
  public static int zext(int fromWidth, int a) {
    return a & mask(fromWidth);
  }

  public static long zextToI64(int fromWidth, int a) {
    return unsigned(fromWidth, a);
  }

  /** {@code trunc} to {@code toWidth} (1..32) from a wider i1..i32. */
  public static int trunc(int toWidth, int a) {
    return wrap(toWidth, a);
  }

  public static int truncFromI64(int toWidth, long a) {
    return wrap(toWidth, (int) a);
  }

  // ---- integer -> float ----------------------------------------------------------------------

  public static float sitofpF32(long a) {
    return a;
  }

  public static double sitofpF64(long a) {
    return a;
  }

  public static float sitofpNarrow(NarrowFloat format, long a) {
    return format.fromLong(a, false);
  }

  /** {@code uitofp} from i{@code fromWidth} (1..32) to f32. */
  public static float uitofpF32(int fromWidth, int a) {
    return unsigned(fromWidth, a);
  }

  public static double uitofpF64(int fromWidth, int a) {
    return unsigned(fromWidth, a);
  }

  public static float uitofpNarrow(NarrowFloat format, int fromWidth, int a) {
    return format.fromLong(unsigned(fromWidth, a), true);
  }

  /** {@code uitofp} from i64 (read as unsigned) to f32, rounded once. */
  public static float uitofpI64ToF32(long a) {
    if (a >= 0) return a;
    return 2.0f * (float) ((a >>> 1) | (a & 1));
  }

  public static double uitofpI64ToF64(long a) {
    if (a >= 0) return a;
    return 2.0 * (double) ((a >>> 1) | (a & 1));
  }

  public static float uitofpI64ToNarrow(NarrowFloat format, long a) {
    return format.fromLong(a, true);
  }

  // ---- float -> integer ----------------------------------------------------------------------

  /** {@code fptosi} of any float kind (widened exactly to double) to i{@code toWidth} (1..32). */
  public static int fptosi(int toWidth, double x) {
    return wrap(toWidth, fptosiI32(x));
  }

  public static long fptosiI64(double x) {
    if (!(x >= -TWO_63 && x < TWO_63)) return Long.MIN_VALUE;
    return (long) x;
  }

  /** {@code fptoui} to i{@code toWidth} (1..32). */
  public static int fptoui(int toWidth, double x) {
    if (toWidth < 32) return wrap(toWidth, fptosiI32(x));
    if (!(x > -1.0 && x < TWO_32)) return -1;
    return (int) (long) x;
  }

  public static long fptouiI64(double x) {
    if (!(x > -1.0 && x < TWO_64)) return -1L;
    if (x < TWO_63) return (long) x;
    return (long) (x - TWO_63) ^ Long.MIN_VALUE;
  }

  private static int fptosiI32(double x) {
    if (!(x > -TWO_31 - 1.0 && x < TWO_31)) return Integer.MIN_VALUE;
    return (int) x;
  }

  // ---- float -> float ------------------------------------------------------------------------

  /** {@code fpext} of f16, bf16 or f32 to f64 (exact). f16/bf16 to f32 is the identity. */
  public static double fpextToF64(float a) {
    return a;
  }

  /** {@code fptrunc} f64 to f32. */
  public static float fptruncToF32(double a) {
    return (float) a;
  }

  /** {@code fptrunc} of f32 or f64 to f16/bf16, rounded once from the source value. */
  public static float fptruncToNarrow(NarrowFloat format, double a) {
    return format.round(a);
  }

  // ---- bitcast, pointers ---------------------------------------------------------------------

  public static float bitcastI32ToF32(int a) {
    return Float.intBitsToFloat(a);
  }

  public static int bitcastF32ToI32(float a) {
    return Float.floatToRawIntBits(a);
  }

  public static double bitcastI64ToF64(long a) {
    return Double.longBitsToDouble(a);
  }

  public static long bitcastF64ToI64(double a) {
    return Double.doubleToRawLongBits(a);
  }

  /** {@code bitcast} i16 to f16 or bf16. */
  public static float bitcastI16ToNarrow(NarrowFloat format, int a) {
    return format.fromBits(a & 0xFFFF);
  }

  /** {@code bitcast} f16 or bf16 to i16 (sign-extended, as every i16). */
  public static int bitcastNarrowToI16(NarrowFloat format, float a) {
    return wrap(16, format.toBits(a));
  }

  /** {@code ptrtoint} to i{@code toWidth} (1..32): the address truncated. */
  public static int ptrtoint(int toWidth, long ptr) {
    return wrap(toWidth, (int) ptr);
  }

  /** {@code inttoptr} from i{@code fromWidth} (1..32): the value zero-extended. */
  public static long inttoptr(int fromWidth, int a) {
    return unsigned(fromWidth, a);
  }
}
