package rw.exec.semantics;

import static rw.exec.semantics.ValueRepr.mask;
import static rw.exec.semantics.ValueRepr.wrap;

import rw.exec.trap.Trap;
import rw.exec.trap.TrapKind;

/**
 * LLVM's integer operations with exact semantics at every width. Methods taking a {@code width}
 * work on i1..i32 values held as sign-extended ints ({@link ValueRepr}); the {@code ...I64}
 * methods work on i64/index values held as longs. All are static and side-effect free.
 *
 * <p>Choices where LLVM leaves the result open:
 *
 * <ul>
 *   <li>{@code nsw}/{@code nuw}/{@code exact} flags are not checked: a violation makes poison in
 *       LLVM, rw produces the wrapped result.
 *   <li>Division and remainder by zero trap ({@link TrapKind#DIVISION_BY_ZERO}), and signed
 *       division or remainder of the minimum value by -1 traps ({@link
 *       TrapKind#SIGNED_OVERFLOW_DIVISION}), at every width: both are immediate undefined behaviour
 *       in LLVM and crash mlir-runner on x86-64 (SIGFPE).
 *   <li>A shift amount (read as unsigned) not smaller than the width makes poison in LLVM. rw does
 *       what x86-64 code from mlir-runner computes, measured with mlir-runner-22: the amount is
 *       taken modulo 32 for widths up to 32 and modulo 64 for i64, and the shift is done on the
 *       value widened to 32 (64) bits, then wrapped to the width. So {@code shl i32 x, 33} is
 *       {@code x << 1}, and {@code shl i8 x, 9} is 0. This never traps, so idioms like {@code
 *       select(n < 32, x << n, 0)} work.
 * </ul>
 */
public final class IntSemantics {
  private IntSemantics() {}

  // ---- i1..i32 -------------------------------------------------------------------------------

  public static int add(int width, int a, int b) {
    return wrap(width, a + b);
  }

  public static int sub(int width, int a, int b) {
    return wrap(width, a - b);
  }

  public static int mul(int width, int a, int b) {
    return wrap(width, a * b);
  }

  public static int udiv(int width, int a, int b) {
    int m = mask(width);
    if ((b & m) == 0) throw divisionByZero("udiv");
    return wrap(width, Integer.divideUnsigned(a & m, b & m));
  }

  public static int urem(int width, int a, int b) {
    int m = mask(width);
    if ((b & m) == 0) throw divisionByZero("urem");
    return wrap(width, Integer.remainderUnsigned(a & m, b & m));
  }

  public static int sdiv(int width, int a, int b) {
    checkSignedDivision(width, a, b, "sdiv");
    return wrap(width, a / b);
  }

  public static int srem(int width, int a, int b) {
    checkSignedDivision(width, a, b, "srem");
    return wrap(width, a % b);
  }

  public static int shl(int width, int a, int amount) {
    return wrap(width, a << (amount & mask(width)));
  }

  public static int lshr(int width, int a, int amount) {
    return wrap(width, (a & mask(width)) >>> (amount & mask(width)));
  }

  public static int ashr(int width, int a, int amount) {
    return wrap(width, a >> (amount & mask(width)));
  }

  /*
   * Bitwise and/or/xor and the min/max intrinsics of sign-extended inputs give a sign-extended
   * result, and sign extension keeps the unsigned order of same-width values: so these serve
   * every width, i1..i64, with no width argument.
   */
  public static long and(long a, long b) {
    return a & b;
  }

  public static long or(long a, long b) {
    return a | b;
  }

  public static long xor(long a, long b) {
    return a ^ b;
  }

  public static long smin(long a, long b) {
    return Math.min(a, b);
  }

  public static long smax(long a, long b) {
    return Math.max(a, b);
  }

  public static long umin(long a, long b) {
    return Long.compareUnsigned(a, b) <= 0 ? a : b;
  }

  public static long umax(long a, long b) {
    return Long.compareUnsigned(a, b) >= 0 ? a : b;
  }

  /** {@code llvm.intr.abs}: the minimum value stays the minimum value (as if not poison). */
  public static int abs(int width, int a) {
    return wrap(width, Math.abs(a));
  }

  public static int ctpop(int width, int a) {
    return Integer.bitCount(a & mask(width));
  }

  /** Leading zeros within the width; {@code width} for zero (as if {@code is_zero_poison=false}). */
  public static int ctlz(int width, int a) {
    return Integer.numberOfLeadingZeros(a & mask(width)) - (32 - width);
  }

  /** Trailing zeros; {@code width} for zero. */
  public static int cttz(int width, int a) {
    int m = a & mask(width);
    return m == 0 ? width : Integer.numberOfTrailingZeros(m);
  }

  public static int bitreverse(int width, int a) {
    return wrap(width, Integer.reverse(a) >>> (32 - width));
  }

  /** {@code llvm.intr.bswap}; the width must be a multiple of 16. */
  public static int bswap(int width, int a) {
    return wrap(width, Integer.reverseBytes(a) >>> (32 - width));
  }

  // ---- i64 -----------------------------------------------------------------------------------

  public static long addI64(long a, long b) {
    return a + b;
  }

  public static long subI64(long a, long b) {
    return a - b;
  }

  public static long mulI64(long a, long b) {
    return a * b;
  }

  public static long udivI64(long a, long b) {
    if (b == 0) throw divisionByZero("udiv");
    return Long.divideUnsigned(a, b);
  }

  public static long uremI64(long a, long b) {
    if (b == 0) throw divisionByZero("urem");
    return Long.remainderUnsigned(a, b);
  }

  public static long sdivI64(long a, long b) {
    checkSignedDivisionI64(a, b, "sdiv");
    return a / b;
  }

  public static long sremI64(long a, long b) {
    checkSignedDivisionI64(a, b, "srem");
    return a % b;
  }

  public static long shlI64(long a, long amount) {
    return a << amount;
  }

  public static long lshrI64(long a, long amount) {
    return a >>> amount;
  }

  public static long ashrI64(long a, long amount) {
    return a >> amount;
  }

  public static long absI64(long a) {
    return Math.abs(a);
  }

  public static long ctpopI64(long a) {
    return Long.bitCount(a);
  }

  public static long ctlzI64(long a) {
    return Long.numberOfLeadingZeros(a);
  }

  public static long cttzI64(long a) {
    return Long.numberOfTrailingZeros(a);
  }

  public static long bitreverseI64(long a) {
    return Long.reverse(a);
  }

  public static long bswapI64(long a) {
    return Long.reverseBytes(a);
  }

  // ---- traps ---------------------------------------------------------------------------------

  private static void checkSignedDivision(int width, int a, int b, String op) {
    if (b == 0) throw divisionByZero(op);
    if (b == -1 && a == wrap(width, 1 << (width - 1))) {
      throw new Trap(TrapKind.SIGNED_OVERFLOW_DIVISION,
          op + " overflow: i" + width + " " + a + " / -1 does not fit in i" + width);
    }
  }

  private static void checkSignedDivisionI64(long a, long b, String op) {
    if (b == 0) throw divisionByZero(op);
    if (b == -1 && a == Long.MIN_VALUE) {
      throw new Trap(TrapKind.SIGNED_OVERFLOW_DIVISION,
          op + " overflow: i64 " + a + " / -1 does not fit in i64");
    }
  }

  private static Trap divisionByZero(String op) {
    return new Trap(TrapKind.DIVISION_BY_ZERO, "integer division by zero (" + op + ")");
  }
}
