package rw.exec.semantics;

/**
 * The predicates of {@code llvm.icmp}, in the order of their integer codes (the {@code predicate}
 * property of the generic form: {@code eq} is 0, {@code uge} is 9).
 */
public enum ICmpPredicate {
  EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE;

  private static final ICmpPredicate[] BY_CODE = values();

  /** The code used in MLIR's generic form ({@code predicate = 2 : i64} is {@code slt}). */
  public int code() {
    return ordinal();
  }

  /** The keyword of the custom form: {@code "eq"}, {@code "slt"}, ... */
  public String keyword() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  public static ICmpPredicate fromCode(long code) {
    if (code < 0 || code >= BY_CODE.length) {
      throw new IllegalArgumentException("no icmp predicate with code " + code);
    }
    return BY_CODE[(int) code];
  }

  public static ICmpPredicate fromKeyword(String keyword) {
    for (ICmpPredicate p : BY_CODE) {
      if (p.keyword().equals(keyword)) return p;
    }
    throw new IllegalArgumentException("no icmp predicate '" + keyword + "'");
  }
}
