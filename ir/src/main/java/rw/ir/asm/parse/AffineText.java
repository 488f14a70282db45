package rw.ir.asm.parse;

import java.util.List;
import rw.ir.asm.parse.AffineExpr.Binary;
import rw.ir.asm.parse.AffineExpr.Const;
import rw.ir.asm.parse.AffineExpr.Dim;
import rw.ir.asm.parse.AffineExpr.Kind;
import rw.ir.asm.parse.AffineExpr.Sym;

/**
 * MLIR's spelling of affine maps and sets (as inside {@code affine_map<…>}), and the facts the
 * parser needs from that canonical text: the number of dimensions and whether a map is the
 * identity.
 */
final class AffineText {
  private AffineText() {}

  static String map(int numDims, int numSymbols, List<AffineExpr> results) {
    StringBuilder sb = new StringBuilder();
    header(sb, numDims, numSymbols);
    sb.append(" -> (");
    for (int i = 0; i < results.size(); i++) {
      if (i > 0) sb.append(", ");
      expr(sb, results.get(i), false);
    }
    return sb.append(')').toString();
  }

  static String set(int numDims, int numSymbols, List<AffineExpr> constraints, List<Boolean> isEq) {
    StringBuilder sb = new StringBuilder();
    header(sb, numDims, numSymbols);
    sb.append(" : (");
    for (int i = 0; i < constraints.size(); i++) {
      if (i > 0) sb.append(", ");
      expr(sb, constraints.get(i), false);
      sb.append(isEq.get(i) ? " == 0" : " >= 0");
    }
    return sb.append(')').toString();
  }

  private static void header(StringBuilder sb, int numDims, int numSymbols) {
    sb.append('(');
    for (int i = 0; i < numDims; i++) sb.append(i > 0 ? ", d" : "d").append(i);
    sb.append(')');
    if (numSymbols == 0) return;
    sb.append('[');
    for (int i = 0; i < numSymbols; i++) sb.append(i > 0 ? ", s" : "s").append(i);
    sb.append(']');
  }

  /** Prints {@code e}; {@code strong}: the context binds tighter than addition. */
  static void expr(StringBuilder sb, AffineExpr e, boolean strong) {
    if (e instanceof Dim d) {
      sb.append('d').append(d.position());
    } else if (e instanceof Sym s) {
      sb.append('s').append(s.position());
    } else if (e instanceof Const c) {
      sb.append(c.value());
    } else {
      binary(sb, (Binary) e, strong);
    }
  }

  private static void binary(StringBuilder sb, Binary b, boolean strong) {
    if (b.kind() != Kind.ADD) {
      if (strong) sb.append('(');
      if (b.kind() == Kind.MUL && b.rhs() instanceof Const c && c.value() == -1) {
        sb.append('-');
        expr(sb, b.lhs(), true);
      } else {
        expr(sb, b.lhs(), true);
        sb.append(spelling(b.kind()));
        expr(sb, b.rhs(), true);
      }
      if (strong) sb.append(')');
      return;
    }
    if (strong) sb.append('(');
    addition(sb, b);
    if (strong) sb.append(')');
  }

  /** An addition, shown as a subtraction when its right side is negative. */
  private static void addition(StringBuilder sb, Binary b) {
    if (b.rhs() instanceof Binary rb && rb.kind() == Kind.MUL && rb.rhs() instanceof Const rc) {
      if (rc.value() == -1) {
        expr(sb, b.lhs(), false);
        sb.append(" - ");
        expr(sb, rb.lhs(), rb.lhs() instanceof Binary inner && inner.kind() == Kind.ADD);
        return;
      }
      if (rc.value() < -1) {
        expr(sb, b.lhs(), false);
        sb.append(" - ");
        expr(sb, rb.lhs(), true);
        sb.append(" * ").append(-rc.value());
        return;
      }
    }
    if (b.rhs() instanceof Const c && c.value() < 0) {
      expr(sb, b.lhs(), false);
      sb.append(" - ").append(-c.value());
      return;
    }
    expr(sb, b.lhs(), false);
    sb.append(" + ");
    expr(sb, b.rhs(), false);
  }

  private static String spelling(Kind k) {
    switch (k) {
      case MUL: return " * ";
      case FLOORDIV: return " floordiv ";
      case CEILDIV: return " ceildiv ";
      default: return " mod ";
    }
  }

  /** The number of dimensions of a map in canonical text ({@code (d0, d1)...}). */
  static int numDims(String map) {
    int close = map.indexOf(')');
    if (close <= 1) return 0;
    int n = 1;
    for (int i = 1; i < close; i++) {
      if (map.charAt(i) == ',') n++;
    }
    return n;
  }

  /** Whether a map in canonical text is {@code (d0, …, dn) -> (d0, …, dn)} without symbols. */
  static boolean isIdentity(String map) {
    int close = map.indexOf(')');
    if (close < 0 || map.startsWith("[", close + 1)) return false;
    String dims = map.substring(0, close + 1);
    return map.equals(dims + " -> " + dims);
  }
}
