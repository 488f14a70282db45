package rw.conversion.beyond;

import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;

/** The Java side of {@code beyond/kernel-ops-to-llvm.rw}. */
public final class KernelOpExterns {
  private static final long ORD = 7;
  private static final long UNO = 14;

  private KernelOpExterns() {}

  /** Whether a cmpf predicate is {@code ord} or {@code uno}. */
  public static boolean isOrderTest(Attribute predicate) {
    return predicate instanceof IntegerAttr i && (i.value().longValue() == ORD || i.value().longValue() == UNO);
  }
}
