package rw.exec.semantics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import rw.exec.trap.Trap;
import rw.exec.trap.TrapKind;

class IntSemanticsTest {
  private static final int[] WIDTHS = {1, 2, 3, 5, 7, 8, 15, 16, 17, 31, 32};

  /** The unsigned value of the i{@code w} pattern {@code x}. */
  private static BigInteger u(int w, long x) {
    return BigInteger.valueOf(x).and(BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE));
  }

  /** The canonical (sign-extended) int of the mathematical result {@code r} modulo 2^w. */
  private static int canon(int w, BigInteger r) {
    BigInteger m = r.mod(BigInteger.ONE.shiftLeft(w));
    if (m.testBit(w - 1)) m = m.subtract(BigInteger.ONE.shiftLeft(w));
    return m.intValueExact();
  }

  private static int[] samples(int w, Random r) {
    int n = 40;
    int[] xs = new int[n];
    int min = -(1 << (w - 1)) | (w == 32 ? Integer.MIN_VALUE : 0);
    int[] fixed = {0, 1, -1, min, min - 1, 2};
    for (int i = 0; i < fixed.length; i++) xs[i] = ValueRepr.wrap(w, fixed[i]);
    for (int i = fixed.length; i < n; i++) xs[i] = ValueRepr.wrap(w, r.nextInt());
    return xs;
  }

  @Test
  void arithmeticWrapsAtEveryWidth() {
    Random r = new Random(7);
    for (int w : WIDTHS) {
      for (int a : samples(w, r)) {
        for (int b : samples(w, r)) {
          BigInteger sa = BigInteger.valueOf(a);
          BigInteger sb = BigInteger.valueOf(b);
          assertEquals(canon(w, sa.add(sb)), IntSemantics.add(w, a, b), "add i" + w);
          assertEquals(canon(w, sa.subtract(sb)), IntSemantics.sub(w, a, b), "sub i" + w);
          assertEquals(canon(w, sa.multiply(sb)), IntSemantics.mul(w, a, b), "mul i" + w);
          assertEquals(canon(w, sa.and(sb)), IntSemantics.and(a, b));
          assertEquals(canon(w, sa.or(sb)), IntSemantics.or(a, b));
          assertEquals(canon(w, sa.xor(sb)), IntSemantics.xor(a, b));
        }
      }
    }
  }

  @Test
  void divisionMatchesTheMathematicalDefinitionAtEveryWidth() {
    Random r = new Random(8);
    for (int w : WIDTHS) {
      for (int a : samples(w, r)) {
        for (int b : samples(w, r)) {
          if (b == 0) continue;
          assertEquals(canon(w, u(w, a).divide(u(w, b))), IntSemantics.udiv(w, a, b), "udiv i" + w);
          assertEquals(canon(w, u(w, a).remainder(u(w, b))), IntSemantics.urem(w, a, b), "urem i" + w);
          if (b == -1 && a == ValueRepr.wrap(w, 1 << (w - 1))) continue;
          BigInteger sa = BigInteger.valueOf(a);
          BigInteger sb = BigInteger.valueOf(b);
          assertEquals(canon(w, sa.divide(sb)), IntSemantics.sdiv(w, a, b), "sdiv i" + w);
          assertEquals(canon(w, sa.remainder(sb)), IntSemantics.srem(w, a, b), "srem i" + w);
        }
      }
    }
  }

  @Test
  void exhaustiveI8() {
    for (int a = -128; a < 128; a++) {
      for (int b = -128; b < 128; b++) {
        assertEquals((byte) (a + b), IntSemantics.add(8, a, b));
        assertEquals((byte) (a * b), IntSemantics.mul(8, a, b));
        assertEquals(Integer.compareUnsigned(a & 0xFF, b & 0xFF) < 0 ? a : b, IntSemantics.umin(a, b));
        assertEquals(Math.max(a, b), IntSemantics.smax(a, b));
        if (b != 0 && !(a == -128 && b == -1)) assertEquals((byte) (a / b), IntSemantics.sdiv(8, a, b));
        if (b != 0) assertEquals((byte) ((a & 0xFF) % (b & 0xFF)), IntSemantics.urem(8, a, b));
      }
    }
  }

  @Test
  void i1ArithmeticIsModuloTwo() {
    int t = -1;
    assertEquals(0, IntSemantics.add(1, t, t));
    assertEquals(t, IntSemantics.add(1, t, 0));
    assertEquals(t, IntSemantics.sub(1, 0, t));
    assertEquals(t, IntSemantics.mul(1, t, t));
    assertEquals(t, IntSemantics.udiv(1, t, t));
    assertEquals(t, IntSemantics.xor(t, 0));
  }

  @Test
  void i64ArithmeticMatchesBigIntegerModulo2To64() {
    Random r = new Random(9);
    BigInteger mod = BigInteger.ONE.shiftLeft(64);
    long[] fixed = {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, 2};
    for (int i = 0; i < 3000; i++) {
      long a = i < fixed.length ? fixed[i] : r.nextLong();
      long b = i % 7 == 0 ? fixed[i % fixed.length] : r.nextLong();
      BigInteger ua = new BigInteger(Long.toUnsignedString(a));
      BigInteger ub = new BigInteger(Long.toUnsignedString(b));
      assertEquals(ua.multiply(ub).mod(mod).longValue(), IntSemantics.mulI64(a, b));
      assertEquals(ua.add(ub).mod(mod).longValue(), IntSemantics.addI64(a, b));
      if (b == 0) continue;
      assertEquals(ua.divide(ub).longValue(), IntSemantics.udivI64(a, b));
      assertEquals(ua.remainder(ub).longValue(), IntSemantics.uremI64(a, b));
      if (a == Long.MIN_VALUE && b == -1) continue;
      assertEquals(BigInteger.valueOf(a).divide(BigInteger.valueOf(b)).longValue(), IntSemantics.sdivI64(a, b));
      assertEquals(BigInteger.valueOf(a).remainder(BigInteger.valueOf(b)).longValue(), IntSemantics.sremI64(a, b));
    }
  }

  @Test
  void divisionByZeroTraps() {
    for (int w : WIDTHS) {
      Trap t = assertThrows(Trap.class, () -> IntSemantics.sdiv(w, 5, 0));
      assertEquals(TrapKind.DIVISION_BY_ZERO, t.kind());
      assertEquals("integer division by zero (sdiv)", t.detail());
      assertThrows(Trap.class, () -> IntSemantics.udiv(w, 5, 0));
      assertThrows(Trap.class, () -> IntSemantics.srem(w, 5, 0));
      assertThrows(Trap.class, () -> IntSemantics.urem(w, 5, 0));
    }
    assertEquals(TrapKind.DIVISION_BY_ZERO, assertThrows(Trap.class, () -> IntSemantics.udivI64(1, 0)).kind());
    assertThrows(Trap.class, () -> IntSemantics.sdivI64(1, 0));
    assertThrows(Trap.class, () -> IntSemantics.uremI64(1, 0));
    assertThrows(Trap.class, () -> IntSemantics.sremI64(1, 0));
  }

  @Test
  void minimumDividedByMinusOneTrapsAtEveryWidth() {
    for (int w : WIDTHS) {
      int min = ValueRepr.wrap(w, 1 << (w - 1));
      Trap t = assertThrows(Trap.class, () -> IntSemantics.sdiv(w, min, -1));
      assertEquals(TrapKind.SIGNED_OVERFLOW_DIVISION, t.kind());
      assertEquals(TrapKind.SIGNED_OVERFLOW_DIVISION, assertThrows(Trap.class, () -> IntSemantics.srem(w, min, -1)).kind());
    }
    Trap t = assertThrows(Trap.class, () -> IntSemantics.sdiv(32, Integer.MIN_VALUE, -1));
    assertEquals("sdiv overflow: i32 -2147483648 / -1 does not fit in i32", t.detail());
    assertThrows(Trap.class, () -> IntSemantics.sdivI64(Long.MIN_VALUE, -1));
    assertThrows(Trap.class, () -> IntSemantics.sremI64(Long.MIN_VALUE, -1));
    assertEquals(0, IntSemantics.udiv(8, -128, -1));
  }

  @Test
  void shiftsWithinTheWidth() {
    assertEquals(-8000, IntSemantics.shl(32, -1000, 3));
    assertEquals(536870787, IntSemantics.lshr(32, -1000, 3));
    assertEquals(-125, IntSemantics.ashr(32, -1000, 3));
    assertEquals(0x40, IntSemantics.shl(8, 1, 6));
    assertEquals(-128, IntSemantics.shl(8, 1, 7));
    assertEquals(0x7F, IntSemantics.lshr(8, -1, 1));
    assertEquals(-1, IntSemantics.ashr(8, -128, 7));
    assertEquals(1L << 40, IntSemantics.shlI64(1, 40));
    assertEquals(Long.MAX_VALUE, IntSemantics.lshrI64(-1, 1));
    assertEquals(-1L, IntSemantics.ashrI64(Long.MIN_VALUE, 63));
  }

  /**
   * Shifts by amounts of 3, 9, 33, 65 and -1 (all bits set) on i32, i8 and i64: expected values
   * are what mlir-runner-22 printed for semantics/shift-x86.mlir (recorded in shift-x86.out).
   */
  @Test
  void oversizedShiftsDoWhatX86Does() {
    int[] amounts = {3, 9, 33, 65, -1};
    List<List<String>> rows = Recorded.rows("shift-x86.out");
    for (int i = 0; i < amounts.length; i++) {
      int n = amounts[i];
      int n8 = ValueRepr.wrap(8, n);
      long n64 = n & 0xFFFFFFFFL;
      int[] got = {
        IntSemantics.shl(32, -1000, n), IntSemantics.lshr(32, -1000, n), IntSemantics.ashr(32, -1000, n),
        IntSemantics.shl(8, -100, n8), IntSemantics.lshr(8, -100, n8), IntSemantics.ashr(8, -100, n8),
        (int) IntSemantics.shlI64(-1000, n64), (int) IntSemantics.lshrI64(-1000, n64),
        (int) IntSemantics.ashrI64(-1000, n64)};
      for (int k = 0; k < got.length; k++) {
        assertEquals(Integer.parseInt(rows.get(i).get(k)), got[k], "amount " + n + " column " + k);
      }
    }
  }

  @Test
  void minMaxAbs() {
    assertEquals(-5, IntSemantics.smin(-5, 3));
    assertEquals(3, IntSemantics.smax(-5, 3));
    assertEquals(3, IntSemantics.umin(-5, 3));
    assertEquals(-5, IntSemantics.umax(-5, 3));
    assertEquals(5, IntSemantics.abs(32, -5));
    assertEquals(Integer.MIN_VALUE, IntSemantics.abs(32, Integer.MIN_VALUE));
    assertEquals(-128, IntSemantics.abs(8, -128));
    assertEquals(-1, IntSemantics.abs(1, -1));
    assertEquals(-1L, IntSemantics.umin(-1L, -1L));
    assertEquals(-1L, IntSemantics.umax(5, -1L));
    assertEquals(5L, IntSemantics.umin(5, -1L));
    assertEquals(-7L, IntSemantics.smin(-7, 5));
    assertEquals(5L, IntSemantics.smax(-7, 5));
    assertEquals(Long.MIN_VALUE, IntSemantics.absI64(Long.MIN_VALUE));
    assertEquals(7L, IntSemantics.absI64(-7));
  }

  @Test
  void bitCounting() {
    assertEquals(8, IntSemantics.ctpop(8, -1));
    assertEquals(32, IntSemantics.ctpop(32, -1));
    assertEquals(1, IntSemantics.ctpop(16, -32768));
    assertEquals(8, IntSemantics.ctlz(8, 0));
    assertEquals(0, IntSemantics.ctlz(8, -1));
    assertEquals(7, IntSemantics.ctlz(8, 1));
    assertEquals(15, IntSemantics.ctlz(16, 1));
    assertEquals(16, IntSemantics.cttz(16, 0));
    assertEquals(7, IntSemantics.cttz(8, -128));
    assertEquals(1, IntSemantics.ctlz(1, 0));
    assertEquals(64L, IntSemantics.ctpopI64(-1));
    assertEquals(64L, IntSemantics.ctlzI64(0));
    assertEquals(64L, IntSemantics.cttzI64(0));
    assertEquals(3L, IntSemantics.cttzI64(8));
  }

  @Test
  void bitReverseAndByteSwap() {
    assertEquals(-128, IntSemantics.bitreverse(8, 1));
    assertEquals(1, IntSemantics.bitreverse(8, -128));
    assertEquals(0x0F, IntSemantics.bitreverse(8, ValueRepr.wrap(8, 0xF0)));
    assertEquals(Integer.reverse(0x12345678), IntSemantics.bitreverse(32, 0x12345678));
    assertEquals(0x3412, IntSemantics.bswap(16, 0x1234));
    assertEquals(0x3482, IntSemantics.bswap(16, ValueRepr.wrap(16, 0x8234)));
    assertEquals(0x78563412, IntSemantics.bswap(32, 0x12345678));
    assertEquals(Long.reverseBytes(0x0102030405060708L), IntSemantics.bswapI64(0x0102030405060708L));
    assertEquals(Long.MIN_VALUE, IntSemantics.bitreverseI64(1));
  }

  @Test
  void resultsAreAlwaysCanonical() {
    Random r = new Random(3);
    for (int w : WIDTHS) {
      for (int i = 0; i < 200; i++) {
        int a = ValueRepr.wrap(w, r.nextInt());
        int b = ValueRepr.wrap(w, r.nextInt());
        int[] results = {IntSemantics.add(w, a, b), IntSemantics.mul(w, a, b), IntSemantics.shl(w, a, b),
            IntSemantics.lshr(w, a, b), IntSemantics.ashr(w, a, b), IntSemantics.abs(w, a),
            IntSemantics.bitreverse(w, a)};
        for (int x : results) assertEquals(true, ValueRepr.isCanonical(w, x), "i" + w + " " + x);
      }
    }
  }
}
