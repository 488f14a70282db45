package rw.dsl.semantics;

import java.util.List;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import rw.dsl.model.AttributeMatch;
import rw.dsl.model.BinaryExpr;
import rw.dsl.model.Expr;
import rw.dsl.model.FailStmt;
import rw.dsl.model.FirstOf;
import rw.dsl.model.IsExpr;
import rw.dsl.model.LetStmt;
import rw.dsl.model.LookupExpr;
import rw.dsl.model.OpMatch;
import rw.dsl.model.OpOperand;
import rw.dsl.model.OperandDef;
import rw.dsl.model.OperandMatch;
import rw.dsl.model.OperandPattern;
import rw.dsl.model.Pattern;
import rw.dsl.model.RequireStmt;
import rw.dsl.model.SingleOf;
import rw.dsl.model.ValueOperand;

/** Whether two patterns on one root op can match the same op, and whether one covers the other. */
public final class MatchOverlap {
  private MatchOverlap() {}

  public static boolean mayOverlap(Pattern a, Pattern b) {
    if (a.getCondition() != null && b.getCondition() != null && exclusive(a.getCondition(), b.getCondition())) {
      return false;
    }
    return matchesOverlap(a.getRoot(), b.getRoot());
  }

  /** Every op that {@code low}'s root match accepts is accepted by {@code high}'s. */
  public static boolean subsumes(Pattern high, Pattern low) {
    return high.getCondition() == null && matchSubsumes(high.getRoot(), low.getRoot());
  }

  /** No condition, no check, no lookup that can fail: once the root matches, the rule applies. */
  public static boolean alwaysApplies(Pattern p) {
    if (p.getCondition() != null) {
      return false;
    }
    EObject body = p.getBody();
    if (body == null) {
      return true;
    }
    return EcoreUtil2.getAllContentsOfType(body, RequireStmt.class).isEmpty()
        && EcoreUtil2.getAllContentsOfType(body, FailStmt.class).isEmpty()
        && EcoreUtil2.getAllContentsOfType(body, LetStmt.class).stream().noneMatch(l -> l.getFailure() != null)
        && EcoreUtil2.getAllContentsOfType(body, LookupExpr.class).isEmpty()
        && EcoreUtil2.getAllContentsOfType(body, FirstOf.class).isEmpty()
        && EcoreUtil2.getAllContentsOfType(body, SingleOf.class).isEmpty();
  }

  private static boolean matchesOverlap(OpMatch a, OpMatch b) {
    if (a == null || b == null || a.getOp() != b.getOp()) {
      return a == null || b == null;
    }
    for (OperandDef d : OpMembers.operands(a.getOp())) {
      OperandPattern pa = operandFor(a, d);
      OperandPattern pb = operandFor(b, d);
      if (pa != null && pb != null && !operandsOverlap(pa, pb)) {
        return false;
      }
    }
    for (AttributeMatch ma : a.getProperties()) {
      for (AttributeMatch mb : b.getProperties()) {
        if (ma.getAttr() == mb.getAttr() && !TermOverlap.mayOverlap(ma.getPattern(), mb.getPattern())) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean operandsOverlap(OperandPattern a, OperandPattern b) {
    OpMatch na = nested(a);
    OpMatch nb = nested(b);
    if (na != null && nb != null && !matchesOverlap(na, nb)) {
      return false;
    }
    if (a instanceof ValueOperand va && b instanceof ValueOperand vb && va.getType() != null && vb.getType() != null) {
      return TermOverlap.mayOverlap(va.getType(), vb.getType());
    }
    return true;
  }

  private static boolean matchSubsumes(OpMatch high, OpMatch low) {
    if (high == null) {
      return true;
    }
    if (low == null || high.getOp() != low.getOp()) {
      return false;
    }
    for (OperandDef d : OpMembers.operands(high.getOp())) {
      OperandPattern ph = operandFor(high, d);
      if (ph != null && !operandSubsumes(ph, operandFor(low, d))) {
        return false;
      }
    }
    for (AttributeMatch mh : high.getProperties()) {
      AttributeMatch ml = low.getProperties().stream().filter(m -> m.getAttr() == mh.getAttr()).findFirst().orElse(null);
      if (!TermOverlap.subsumes(mh.getPattern(), ml == null ? null : ml.getPattern()) && !isOpen(mh)) {
        return false;
      }
    }
    return true;
  }

  private static boolean isOpen(AttributeMatch m) {
    return TermOverlap.subsumes(m.getPattern(), null);
  }

  private static boolean operandSubsumes(OperandPattern high, OperandPattern low) {
    OpMatch nh = nested(high);
    if (nh != null && (low == null || !matchSubsumes(nh, nested(low)))) {
      return false;
    }
    if (high instanceof ValueOperand vh && vh.getType() != null) {
      return low instanceof ValueOperand vl && TermOverlap.subsumes(vh.getType(), vl.getType());
    }
    return true;
  }

  private static OpMatch nested(OperandPattern p) {
    if (p instanceof OpOperand o) {
      return o.getMatch();
    }
    return p instanceof ValueOperand v ? v.getDefining() : null;
  }

  private static OperandPattern operandFor(OpMatch m, OperandDef d) {
    List<OperandDef> defs = OpMembers.operands(m.getOp());
    for (int i = 0; i < m.getOperands().size(); i++) {
      OperandMatch o = m.getOperands().get(i);
      OperandDef def = o.getMember() instanceof OperandDef named ? named : i < defs.size() ? defs.get(i) : null;
      if (def == d) {
        return o.getPattern();
      }
    }
    return null;
  }

  /** Conditions that cannot both hold: `x == 1` / `x == 2`, `t is A` / `t is B` for disjoint A, B. */
  static boolean exclusive(Expr a, Expr b) {
    for (Expr ca : conjuncts(a)) {
      for (Expr cb : conjuncts(b)) {
        if (exclusivePair(ca, cb)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean exclusivePair(Expr a, Expr b) {
    if (a instanceof BinaryExpr ba && b instanceof BinaryExpr bb && "==".equals(ba.getOp()) && "==".equals(bb.getOp())) {
      return text(ba.getLeft()).equals(text(bb.getLeft())) && isLiteral(ba.getRight()) && isLiteral(bb.getRight())
          && !text(ba.getRight()).equals(text(bb.getRight()));
    }
    if (a instanceof IsExpr ia && b instanceof IsExpr ib && !ia.isNegated() && !ib.isNegated()) {
      return text(ia.getSubject()).equals(text(ib.getSubject())) && !TermOverlap.mayOverlap(ia.getPattern(), ib.getPattern());
    }
    return false;
  }

  private static List<Expr> conjuncts(Expr e) {
    if (e instanceof BinaryExpr b && "and".equals(b.getOp())) {
      List<Expr> out = new java.util.ArrayList<>(conjuncts(b.getLeft()));
      out.addAll(conjuncts(b.getRight()));
      return out;
    }
    return List.of(e);
  }

  private static boolean isLiteral(Expr e) {
    return e instanceof rw.dsl.model.IntLiteral || e instanceof rw.dsl.model.StringLiteral || e instanceof rw.dsl.model.BoolLiteral
        || e instanceof rw.dsl.model.NegIntLiteral;
  }

  private static String text(EObject e) {
    var node = NodeModelUtils.getNode(e);
    return node == null ? "" : NodeModelUtils.getTokenText(node);
  }
}
