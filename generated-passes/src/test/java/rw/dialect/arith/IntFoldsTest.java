package rw.dialect.arith;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;
import rw.ir.type.IntegerType;

/**
 * The integer folds' shortcuts (long arithmetic for values that fit, bit tests for the extreme
 * values) against the definitions they replace, at the widths where they differ most.
 */
class IntFoldsTest {
  private static final int[] WIDTHS = {1, 2, 3, 8, 16, 31, 32, 33, 63, 64, 65, 128};

  /** The signed {@code w}-bit value of {@code v}, by its definition. */
  private static BigInteger wrapped(BigInteger v, int w) {
    if (w == 1) return v.testBit(0) ? BigInteger.ONE : BigInteger.ZERO;
    BigInteger mod = BigInteger.ONE.shiftLeft(w);
    BigInteger r = v.mod(mod);
    return r.testBit(w - 1) ? r.subtract(mod) : r;
  }

  private static List<BigInteger> samples(int w) {
    List<BigInteger> out = new ArrayList<>();
    for (long v = -5; v <= 5; v++) out.add(BigInteger.valueOf(v));
    for (int k : new int[] {w - 2, w - 1, w, w + 1, 62, 63, 64, 65}) {
      if (k < 0) continue;
      BigInteger p = BigInteger.ONE.shiftLeft(k);
      for (BigInteger v : List.of(p, p.subtract(BigInteger.ONE), p.add(BigInteger.ONE))) {
        out.add(v);
        out.add(v.negate());
      }
    }
    out.add(BigInteger.valueOf(Long.MAX_VALUE));
    out.add(BigInteger.valueOf(Long.MIN_VALUE));
    return out;
  }

  @Test
  void wrapIsTheSignedValueOfTheLowBits() {
    for (int w : WIDTHS) {
      for (BigInteger v : samples(w)) assertEquals(wrapped(v, w), IntFolds.wrap(v, w), v + " at width " + w);
    }
  }

  @Test
  void maxAndMinFoldOnlyAtTheSignedExtremes() {
    for (int w : WIDTHS) {
      IntegerType type = IntegerType.of(w);
      BigInteger smax = BigInteger.ONE.shiftLeft(w - 1).subtract(BigInteger.ONE);
      BigInteger smin = BigInteger.ONE.shiftLeft(w - 1).negate();
      for (BigInteger v : samples(w)) {
        BigInteger b = IntFolds.wrap(v, w);
        Attribute[] operands = {null, new IntegerAttr(b, type)};
        Object max = b.equals(smax) ? (Object) 1 : b.equals(smin) ? (Object) 0 : null;
        Object min = b.equals(smin) ? (Object) 1 : b.equals(smax) ? (Object) 0 : null;
        assertEquals(max, IntFolds.fold("maxsi", operands, false, w, type), "maxsi with " + b + " at width " + w);
        assertEquals(min, IntFolds.fold("minsi", operands, false, w, type), "minsi with " + b + " at width " + w);
      }
    }
  }
}
