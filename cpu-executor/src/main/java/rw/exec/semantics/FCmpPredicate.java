package rw.exec.semantics;

/**
 * The predicates of {@code llvm.fcmp}, in the order of their integer codes ({@code _false} is 0,
 * {@code _true} is 15). {@code O...} predicates are false when an operand is NaN ("ordered"),
 * {@code U...} predicates are true then ("unordered").
 */
public enum FCmpPredicate {
  FALSE("_false"), OEQ("oeq"), OGT("ogt"), OGE("oge"), OLT("olt"), OLE("ole"), ONE("one"),
  ORD("ord"), UEQ("ueq"), UGT("ugt"), UGE("uge"), ULT("ult"), ULE("ule"), UNE("une"),
  UNO("uno"), TRUE("_true");

  private static final FCmpPredicate[] BY_CODE = values();

  private final String keyword;

  FCmpPredicate(String keyword) {
    this.keyword = keyword;
  }

  /** The code used in MLIR's generic form ({@code predicate = 14 : i64} is {@code uno}). */
  public int code() {
    return ordinal();
  }

  /** The keyword of the custom form: {@code "_false"}, {@code "oeq"}, ..., {@code "_true"}. */
  public String keyword() {
    return keyword;
  }

  public static FCmpPredicate fromCode(long code) {
    if (code < 0 || code >= BY_CODE.length) {
      throw new IllegalArgumentException("no fcmp predicate with code " + code);
    }
    return BY_CODE[(int) code];
  }

  public static FCmpPredicate fromKeyword(String keyword) {
    for (FCmpPredicate p : BY_CODE) {
      if (p.keyword.equals(keyword)) return p;
    }
    throw new IllegalArgumentException("no fcmp predicate '" + keyword + "'");
  }
}
