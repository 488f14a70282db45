package rw.dsl.semantics;

import java.util.List;
import java.util.Objects;
import org.eclipse.emf.ecore.EObject;
import rw.dsl.model.AlternativesPattern;
import rw.dsl.model.BinderPattern;
import rw.dsl.model.BoolPattern;
import rw.dsl.model.ConstraintDef;
import rw.dsl.model.IntPattern;
import rw.dsl.model.ListPattern;
import rw.dsl.model.StringPattern;
import rw.dsl.model.TermPattern;
import rw.dsl.model.TermRefPattern;
import rw.dsl.model.TypeAlias;
import rw.dsl.model.UnitPattern;
import rw.dsl.model.WildcardPattern;

/**
 * Set relations between term patterns, conservatively: {@link #mayOverlap} is false only when no
 * term can match both; {@link #subsumes} is true only when every term matched by one is matched by the other.
 */
public final class TermOverlap {
  private static final int MAX_DEPTH = 12;

  private TermOverlap() {}

  public static boolean mayOverlap(TermPattern a, TermPattern b) {
    return overlap(a, b, 0);
  }

  public static boolean subsumes(TermPattern general, TermPattern specific) {
    return subsume(general, specific, 0);
  }

  private static boolean overlap(TermPattern a, TermPattern b, int depth) {
    if (a == null || b == null || depth > MAX_DEPTH || isOpen(a) || isOpen(b)) {
      return true;
    }
    if (a instanceof BinderPattern ba) {
      return overlap(ba.getConstraint(), b, depth + 1);
    }
    if (b instanceof BinderPattern bb) {
      return overlap(a, bb.getConstraint(), depth + 1);
    }
    if (a instanceof AlternativesPattern alt) {
      return alt.getAlternatives().stream().anyMatch(x -> overlap(x, b, depth + 1));
    }
    if (b instanceof AlternativesPattern alt) {
      return alt.getAlternatives().stream().anyMatch(x -> overlap(a, x, depth + 1));
    }
    TermPattern ea = expand(a);
    TermPattern eb = expand(b);
    if (ea != a || eb != b) {
      return overlap(ea, eb, depth + 1);
    }
    if (a instanceof TermRefPattern ra && b instanceof TermRefPattern rb) {
      return refsOverlap(ra, rb, depth);
    }
    if (a instanceof ListPattern la && b instanceof ListPattern lb) {
      return la.getElements().size() == lb.getElements().size() && pairwise(la.getElements(), lb.getElements(), depth, true);
    }
    if (isLiteral(a) && isLiteral(b)) {
      return literalEquals(a, b);
    }
    return !(isLiteral(a) && b instanceof ListPattern || isLiteral(b) && a instanceof ListPattern);
  }

  private static boolean refsOverlap(TermRefPattern a, TermRefPattern b, int depth) {
    EObject da = a.getRef();
    EObject db = b.getRef();
    if (!TermDefs.isTermDef(da) || !TermDefs.isTermDef(db)) {
      return true; // variables, enum cases: unknown statically
    }
    if (da != db) {
      return false;
    }
    return pairwise(a.getArgs(), b.getArgs(), depth, true);
  }

  private static boolean subsume(TermPattern g, TermPattern s, int depth) {
    if (g == null || isOpen(g) && !(g instanceof BinderPattern)) {
      return true;
    }
    if (s == null || depth > MAX_DEPTH) {
      return false;
    }
    if (g instanceof BinderPattern bg) {
      return bg.getConstraint() == null || subsume(bg.getConstraint(), s, depth + 1);
    }
    if (s instanceof BinderPattern bs) {
      return bs.getConstraint() != null && subsume(g, bs.getConstraint(), depth + 1);
    }
    if (s instanceof AlternativesPattern alt) {
      return alt.getAlternatives().stream().allMatch(x -> subsume(g, x, depth + 1));
    }
    if (g instanceof AlternativesPattern alt) {
      return alt.getAlternatives().stream().anyMatch(x -> subsume(x, s, depth + 1));
    }
    TermPattern eg = expand(g);
    TermPattern es = expand(s);
    if (eg != g || es != s) {
      return subsume(eg, es, depth + 1);
    }
    if (g instanceof TermRefPattern rg && s instanceof TermRefPattern rs) {
      return rg.getRef() == rs.getRef() && TermDefs.isTermDef(rg.getRef()) && pairwise(rg.getArgs(), rs.getArgs(), depth, false);
    }
    if (g instanceof ListPattern lg && s instanceof ListPattern ls) {
      return lg.getElements().size() == ls.getElements().size() && pairwise(lg.getElements(), ls.getElements(), depth, false);
    }
    return isLiteral(g) && isLiteral(s) && literalEquals(g, s);
  }

  /** Arguments pair up by position; a missing argument matches anything. */
  private static boolean pairwise(List<TermPattern> a, List<TermPattern> b, int depth, boolean overlap) {
    int n = Math.max(a.size(), b.size());
    for (int i = 0; i < n; i++) {
      TermPattern x = i < a.size() ? a.get(i) : null;
      TermPattern y = i < b.size() ? b.get(i) : null;
      boolean ok = overlap ? overlap(x, y, depth + 1) : x == null || subsume(x, y, depth + 1);
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  /** Named constraints and aliases stand for their definitions. */
  private static TermPattern expand(TermPattern p) {
    if (p instanceof TermRefPattern r && r.getArgs().isEmpty()) {
      if (r.getRef() instanceof ConstraintDef c && !c.eIsProxy() && c.getCondition() == null) {
        return c.getPattern();
      }
      if (r.getRef() instanceof TypeAlias a && !a.eIsProxy()) {
        return a.getTarget();
      }
    }
    return p;
  }

  private static boolean isOpen(TermPattern p) {
    return p instanceof WildcardPattern || p instanceof BinderPattern b && b.getConstraint() == null;
  }

  private static boolean isLiteral(TermPattern p) {
    return p instanceof IntPattern || p instanceof StringPattern || p instanceof BoolPattern || p instanceof UnitPattern;
  }

  private static boolean literalEquals(TermPattern a, TermPattern b) {
    if (a.eClass() != b.eClass()) {
      return false;
    }
    if (a instanceof IntPattern ia) {
      return ia.getValue() == ((IntPattern) b).getValue();
    }
    if (a instanceof StringPattern sa) {
      return Objects.equals(sa.getValue(), ((StringPattern) b).getValue());
    }
    if (a instanceof BoolPattern ba) {
      return ba.isValue() == ((BoolPattern) b).isValue();
    }
    return true;
  }
}
