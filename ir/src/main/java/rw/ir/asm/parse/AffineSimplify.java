package rw.ir.asm.parse;

import rw.ir.asm.parse.AffineExpr.Binary;
import rw.ir.asm.parse.AffineExpr.Const;
import rw.ir.asm.parse.AffineExpr.Kind;

/** The simplifications MLIR applies when affine expressions are built; null when none applies. */
final class AffineSimplify {
  private AffineSimplify() {}

  static AffineExpr add(AffineExpr lhs, AffineExpr rhs) {
    Const lc = lhs instanceof Const c ? c : null;
    Const rc = rhs instanceof Const c ? c : null;
    if (lc != null && rc != null) return AffineExpr.constant(lc.value() + rc.value());
    if (lc != null || (lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant())) return AffineExpr.add(rhs, lhs);
    if (rc != null && rc.value() == 0) return lhs;
    Binary lb = lhs instanceof Binary b ? b : null;
    if (lb != null && rc != null && lb.kind() == Kind.ADD && lb.rhs() instanceof Const lrc) {
      return AffineExpr.add(lb.lhs(), AffineExpr.constant(lrc.value() + rc.value()));
    }
    AffineExpr merged = mergeMultiples(lhs, rhs);
    if (merged != null) return merged;
    if (lb != null && lb.kind() == Kind.ADD && lb.rhs() instanceof Const lrc) {
      return AffineExpr.add(AffineExpr.add(lb.lhs(), rhs), lrc);
    }
    return modPattern(lhs, rhs);
  }

  /** {@code c1 * e + c2 * e} (a missing constant is 1) becomes {@code e * (c1 + c2)}. */
  private static AffineExpr mergeMultiples(AffineExpr lhs, AffineExpr rhs) {
    long c1 = 1;
    AffineExpr first = lhs;
    if (lhs instanceof Binary b && b.kind() == Kind.MUL && b.rhs() instanceof Const c) {
      c1 = c.value();
      first = b.lhs();
    }
    long c2 = 1;
    AffineExpr second = rhs;
    if (rhs instanceof Binary b && b.kind() == Kind.MUL && b.rhs() instanceof Const c) {
      c2 = c.value();
      second = b.lhs();
    }
    if (!first.equals(second)) return null;
    return AffineExpr.mul(first, AffineExpr.constant(c1 + c2));
  }

  /** {@code e + (e floordiv q) * -q} (or {@code * q * -1}) becomes {@code e mod q}. */
  private static AffineExpr modPattern(AffineExpr lhs, AffineExpr rhs) {
    if (!(rhs instanceof Binary rb) || rb.kind() != Kind.MUL) return null;
    AffineExpr lrhs = rb.lhs();
    AffineExpr rrhs = rb.rhs();
    if (rrhs instanceof Const m1 && m1.value() == -1 && lrhs instanceof Binary lb && lb.kind() == Kind.MUL) {
      if (lb.lhs() instanceof Binary fd && fd.kind() == Kind.FLOORDIV && fd.rhs().equals(lb.rhs()) && lhs.equals(fd.lhs())) {
        return AffineExpr.mod(lhs, lb.rhs());
      }
      return null;
    }
    if (!(lrhs instanceof Binary fd) || fd.kind() != Kind.FLOORDIV) return null;
    if (lhs.equals(fd.lhs()) && rrhs instanceof Const rc && fd.rhs() instanceof Const q && q.value() == -rc.value()) {
      return AffineExpr.mod(lhs, fd.rhs());
    }
    return null;
  }

  static AffineExpr mul(AffineExpr lhs, AffineExpr rhs) {
    Const lc = lhs instanceof Const c ? c : null;
    Const rc = rhs instanceof Const c ? c : null;
    if (lc != null && rc != null) return AffineExpr.constant(lc.value() * rc.value());
    if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()) return null;
    if (!rhs.isSymbolicOrConstant() || lc != null) return AffineExpr.mul(rhs, lhs);
    if (rc != null && rc.value() == 1) return lhs;
    if (rc != null && rc.value() == 0) return rc;
    if (lhs instanceof Binary lb && lb.kind() == Kind.MUL && lb.rhs() instanceof Const lrc) {
      if (rc != null) return AffineExpr.mul(lb.lhs(), AffineExpr.constant(lrc.value() * rc.value()));
      return AffineExpr.mul(AffineExpr.mul(lb.lhs(), rhs), lrc);
    }
    return null;
  }

  static AffineExpr floorDiv(AffineExpr lhs, AffineExpr rhs) {
    if (!(rhs instanceof Const rc)) return null;
    long d = rc.value();
    if (lhs instanceof Const lc) return d == 0 ? null : AffineExpr.constant(Math.floorDiv(lc.value(), d));
    if (d < 1) return null;
    if (d == 1) return lhs;
    if (lhs instanceof Binary lb && lb.kind() == Kind.MUL && lb.rhs() instanceof Const lrc && lrc.value() % d == 0) {
      return AffineExpr.mul(lb.lhs(), AffineExpr.constant(lrc.value() / d));
    }
    if (lhs instanceof Binary lb && lb.kind() == Kind.ADD
        && (lb.lhs().largestKnownDivisor() % d == 0 || lb.rhs().largestKnownDivisor() % d == 0)) {
      return AffineExpr.add(AffineExpr.floorDiv(lb.lhs(), rc), AffineExpr.floorDiv(lb.rhs(), rc));
    }
    return null;
  }

  static AffineExpr ceilDiv(AffineExpr lhs, AffineExpr rhs) {
    if (!(rhs instanceof Const rc)) return null;
    long d = rc.value();
    if (lhs instanceof Const lc) return d == 0 ? null : AffineExpr.constant(-Math.floorDiv(-lc.value(), d));
    if (d < 1) return null;
    if (d == 1) return lhs;
    if (lhs instanceof Binary lb && lb.kind() == Kind.MUL && lb.rhs() instanceof Const lrc && lrc.value() % d == 0) {
      return AffineExpr.mul(lb.lhs(), AffineExpr.constant(lrc.value() / d));
    }
    return null;
  }

  static AffineExpr mod(AffineExpr lhs, AffineExpr rhs) {
    if (!(rhs instanceof Const rc)) return null;
    long d = rc.value();
    if (lhs instanceof Const lc) return d == 0 ? null : AffineExpr.constant(Math.floorMod(lc.value(), d));
    if (d < 1) return null;
    if (lhs.largestKnownDivisor() % d == 0) return AffineExpr.constant(0);
    if (lhs instanceof Binary lb && lb.kind() == Kind.ADD) {
      if (lb.lhs().largestKnownDivisor() % d == 0) return AffineExpr.mod(lb.rhs(), rc);
      if (lb.rhs().largestKnownDivisor() % d == 0) return AffineExpr.mod(lb.lhs(), rc);
    }
    if (lhs instanceof Binary lb && lb.kind() == Kind.MOD && lb.rhs() instanceof Const inner
        && inner.value() >= 1 && Math.floorMod(inner.value(), d) == 0) {
      return AffineExpr.mod(lb.lhs(), rc);
    }
    return null;
  }
}
