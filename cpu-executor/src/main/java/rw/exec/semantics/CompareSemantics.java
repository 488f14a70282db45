package rw.exec.semantics;

/**
 * {@code llvm.icmp} and {@code llvm.fcmp}. Results are Java booleans; the i1 value is {@link
 * ValueRepr#i1(boolean)}. Unsigned integer predicates need no masking: sign extension keeps the
 * unsigned order of two values of the same width.
 */
public final class CompareSemantics {
  private CompareSemantics() {}

  /**
   * {@code icmp} on i1..i32 values (sign-extended ints) of the same width: as on i64, since sign
   * extension keeps both the signed and the unsigned order.
   */
  public static boolean icmp(ICmpPredicate p, int a, int b) {
    return icmpI64(p, a, b);
  }

  /** {@code icmp} on i64 (and ptr) values. */
  public static boolean icmpI64(ICmpPredicate p, long a, long b) {
    return switch (p) {
      case EQ -> a == b;
      case NE -> a != b;
      case SLT -> a < b;
      case SLE -> a <= b;
      case SGT -> a > b;
      case SGE -> a >= b;
      case ULT -> Long.compareUnsigned(a, b) < 0;
      case ULE -> Long.compareUnsigned(a, b) <= 0;
      case UGT -> Long.compareUnsigned(a, b) > 0;
      case UGE -> Long.compareUnsigned(a, b) >= 0;
    };
  }

  /** {@code fcmp} on any float kind (f16, bf16 and f32 values widen exactly to double). */
  public static boolean fcmp(FCmpPredicate p, double a, double b) {
    boolean unordered = a != a || b != b;
    return switch (p) {
      case FALSE -> false;
      case OEQ -> a == b;
      case OGT -> a > b;
      case OGE -> a >= b;
      case OLT -> a < b;
      case OLE -> a <= b;
      case ONE -> !unordered && a != b;
      case ORD -> !unordered;
      case UEQ -> unordered || a == b;
      case UGT -> unordered || a > b;
      case UGE -> unordered || a >= b;
      case ULT -> unordered || a < b;
      case ULE -> unordered || a <= b;
      case UNE -> a != b;
      case UNO -> unordered;
      case TRUE -> true;
    };
  }
}
