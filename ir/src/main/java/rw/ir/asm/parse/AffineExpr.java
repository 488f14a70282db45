package rw.ir.asm.parse;

/**
 * Affine expressions as MLIR builds them while parsing {@code affine_map<…>} and
 * {@code affine_set<…>}: the builders simplify as MLIR's AffineExpr operators do (constant
 * folding, constants to the right, {@code x + x * c} merging), so that printing gives MLIR's text.
 */
sealed interface AffineExpr {
  enum Kind { ADD, MUL, MOD, FLOORDIV, CEILDIV }

  record Dim(int position) implements AffineExpr {}

  record Sym(int position) implements AffineExpr {}

  record Const(long value) implements AffineExpr {}

  record Binary(Kind kind, AffineExpr lhs, AffineExpr rhs) implements AffineExpr {}

  /** Constants and symbols, and expressions of only those. */
  default boolean isSymbolicOrConstant() {
    if (this instanceof Dim) return false;
    if (this instanceof Binary b) return b.lhs().isSymbolicOrConstant() && b.rhs().isSymbolicOrConstant();
    return true;
  }

  /** The largest integer known to divide the expression. */
  default long largestKnownDivisor() {
    if (this instanceof Const c) return Math.abs(c.value());
    if (!(this instanceof Binary b)) return 1;
    switch (b.kind()) {
      case MUL: return b.lhs().largestKnownDivisor() * b.rhs().largestKnownDivisor();
      case ADD: case MOD: return gcd(b.lhs().largestKnownDivisor(), b.rhs().largestKnownDivisor());
      default: return 1;
    }
  }

  private static long gcd(long a, long b) {
    while (b != 0) {
      long t = a % b;
      a = b;
      b = t;
    }
    return Math.abs(a);
  }

  static AffineExpr constant(long v) {
    return new Const(v);
  }

  static AffineExpr add(AffineExpr lhs, AffineExpr rhs) {
    AffineExpr s = AffineSimplify.add(lhs, rhs);
    return s != null ? s : new Binary(Kind.ADD, lhs, rhs);
  }

  static AffineExpr sub(AffineExpr lhs, AffineExpr rhs) {
    return add(lhs, mul(rhs, constant(-1)));
  }

  static AffineExpr mul(AffineExpr lhs, AffineExpr rhs) {
    AffineExpr s = AffineSimplify.mul(lhs, rhs);
    return s != null ? s : new Binary(Kind.MUL, lhs, rhs);
  }

  static AffineExpr floorDiv(AffineExpr lhs, AffineExpr rhs) {
    AffineExpr s = AffineSimplify.floorDiv(lhs, rhs);
    return s != null ? s : new Binary(Kind.FLOORDIV, lhs, rhs);
  }

  static AffineExpr ceilDiv(AffineExpr lhs, AffineExpr rhs) {
    AffineExpr s = AffineSimplify.ceilDiv(lhs, rhs);
    return s != null ? s : new Binary(Kind.CEILDIV, lhs, rhs);
  }

  static AffineExpr mod(AffineExpr lhs, AffineExpr rhs) {
    AffineExpr s = AffineSimplify.mod(lhs, rhs);
    return s != null ? s : new Binary(Kind.MOD, lhs, rhs);
  }
}
