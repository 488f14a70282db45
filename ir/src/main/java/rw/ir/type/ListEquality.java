package rw.ir.type;

import java.util.List;

/**
 * Element-wise equality of the lists inside types, by index. Types are compared on every cache
 * lookup of the parser, the type converter and the verifier, and rw runs on C1, which does no
 * escape analysis: {@link List#equals} would allocate an iterator at each comparison.
 */
public final class ListEquality {
  private ListEquality() {}

  /** Whether {@code a} and {@code b} hold equal elements in the same order. */
  public static boolean same(List<?> a, List<?> b) {
    if (a == b) return true;
    int n = a.size();
    if (n != b.size()) return false;
    for (int i = 0; i < n; i++) {
      if (!a.get(i).equals(b.get(i))) return false;
    }
    return true;
  }
}
