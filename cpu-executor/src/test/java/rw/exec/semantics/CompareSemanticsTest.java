package rw.exec.semantics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class CompareSemanticsTest {
  @Test
  void predicateCodesAreMlirs() {
    assertEquals(ICmpPredicate.EQ, ICmpPredicate.fromCode(0));
    assertEquals(ICmpPredicate.SLT, ICmpPredicate.fromCode(2));
    assertEquals(ICmpPredicate.UGE, ICmpPredicate.fromCode(9));
    assertEquals(FCmpPredicate.FALSE, FCmpPredicate.fromCode(0));
    assertEquals(FCmpPredicate.OEQ, FCmpPredicate.fromCode(1));
    assertEquals(FCmpPredicate.UNO, FCmpPredicate.fromCode(14));
    assertEquals(FCmpPredicate.TRUE, FCmpPredicate.fromCode(15));
    assertEquals(ICmpPredicate.ULE, ICmpPredicate.fromKeyword("ule"));
    assertEquals(FCmpPredicate.TRUE, FCmpPredicate.fromKeyword("_true"));
    assertEquals("one", FCmpPredicate.ONE.keyword());
    assertEquals(7, FCmpPredicate.ORD.code());
    assertThrows(IllegalArgumentException.class, () -> ICmpPredicate.fromCode(10));
    assertThrows(IllegalArgumentException.class, () -> FCmpPredicate.fromCode(-1));
    assertThrows(IllegalArgumentException.class, () -> ICmpPredicate.fromKeyword("lt"));
    assertThrows(IllegalArgumentException.class, () -> FCmpPredicate.fromKeyword("false"));
  }

  @Test
  void icmpSignedAndUnsigned() {
    int a = -1;
    int b = 1;
    boolean[] expected = {false, true, true, true, false, false, false, false, true, true};
    for (ICmpPredicate p : ICmpPredicate.values()) {
      assertEquals(expected[p.code()], CompareSemantics.icmp(p, a, b), p.keyword());
      assertEquals(expected[p.code()], CompareSemantics.icmpI64(p, a, b), p.keyword());
    }
    for (ICmpPredicate p : List.of(ICmpPredicate.EQ, ICmpPredicate.SLE, ICmpPredicate.SGE, ICmpPredicate.ULE, ICmpPredicate.UGE)) {
      assertEquals(true, CompareSemantics.icmp(p, 7, 7));
      assertEquals(true, CompareSemantics.icmpI64(p, Long.MIN_VALUE, Long.MIN_VALUE));
    }
  }

  @Test
  void unsignedOrderHoldsForSignExtendedNarrowValues() {
    for (int a = -128; a < 128; a++) {
      for (int b = -128; b < 128; b++) {
        assertEquals((a & 0xFF) < (b & 0xFF), CompareSemantics.icmp(ICmpPredicate.ULT, a, b));
        assertEquals((a & 0xFF) >= (b & 0xFF), CompareSemantics.icmp(ICmpPredicate.UGE, a, b));
      }
    }
    assertEquals(true, CompareSemantics.icmp(ICmpPredicate.UGT, -1, 0));
    assertEquals(true, CompareSemantics.icmp(ICmpPredicate.SLT, -1, 0));
  }

  @Test
  void fcmpAllSixteenPredicates() {
    double nan = Double.NaN;
    double[][] pairs = {{1, 2}, {2, 1}, {1, 1}, {nan, 1}, {0.0, -0.0}};
    String[] expected = {
      // false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true
      "0000111100011101", // 1 < 2
      "0011001101100101", // 2 > 1
      "0101010110101001", // 1 == 1
      "0000000011111111", // nan
      "0101010110101001", // 0 == -0
    };
    for (int i = 0; i < pairs.length; i++) {
      for (FCmpPredicate p : FCmpPredicate.values()) {
        boolean want = expected[i].charAt(p.code()) == '1';
        assertEquals(want, CompareSemantics.fcmp(p, pairs[i][0], pairs[i][1]), p.keyword() + " case " + i);
      }
    }
    assertEquals(true, CompareSemantics.fcmp(FCmpPredicate.UNO, 1, nan));
    assertEquals(false, CompareSemantics.fcmp(FCmpPredicate.ONE, 1, nan));
    assertEquals(true, CompareSemantics.fcmp(FCmpPredicate.UNE, nan, nan));
    assertEquals(true, CompareSemantics.fcmp(FCmpPredicate.OLT, Double.NEGATIVE_INFINITY, -1e308));
  }
}
