package rw.dsl.validation;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.Check;
import rw.dsl.model.AfterStmt;
import rw.dsl.model.Call;
import rw.dsl.model.EnsureExpr;
import rw.dsl.model.EraseStmt;
import rw.dsl.model.ExternAction;
import rw.dsl.model.ActionDef;
import rw.dsl.model.LetStmt;
import rw.dsl.model.NameRef;
import rw.dsl.model.OpBinder;
import rw.dsl.model.OpBuild;
import rw.dsl.model.OpDef;
import rw.dsl.model.OpMatch;
import rw.dsl.model.OperandDef;
import rw.dsl.model.OperandMatch;
import rw.dsl.model.OperandPattern;
import rw.dsl.model.Pattern;
import rw.dsl.model.PatternSet;
import rw.dsl.model.ReplaceStmt;
import rw.dsl.model.RequireStmt;
import rw.dsl.model.RootRef;
import rw.dsl.model.Segment;
import rw.dsl.model.Statement;
import rw.dsl.model.ValueOperand;
import rw.dsl.model.Var;
import rw.dsl.model.WildcardOperand;
import rw.dsl.semantics.OpMembers;

/** Op matches and pattern bodies: arity, segments, what a pattern must do, check-then-change. */
public final class PatternChecks extends RwCheck {

  @Check
  public void matchedOpIsConcrete(OpMatch m) {
    if (m.getOp() != null && !m.getOp().eIsProxy() && m.getOp().isAbstract()) {
      error("'" + OpMembers.fullName(m.getOp()) + "' is abstract: only its derived ops exist in IR",
          m, P.getOpMatch_Op(), IssueCodes.ABSTRACT_OP);
    }
  }

  @Check
  public void operandArity(OpMatch m) {
    OpDef op = m.getOp();
    if (op == null || op.eIsProxy() || m.getOperands().isEmpty()) {
      return;
    }
    long named = m.getOperands().stream().filter(o -> o.getMember() != null).count();
    if (named > 0 && named < m.getOperands().size()) {
      error("name all operands or none", m, P.getOpMatch_Operands(), IssueCodes.ARITY);
      return;
    }
    if (named > 0) {
      namedOperands(m);
      return;
    }
    List<OperandDef> defs = OpMembers.operands(op);
    if (m.getOperands().size() != defs.size()) {
      error("'" + OpMembers.fullName(op) + "' has " + defs.size() + " operand(s)" + listNames(defs) + ", the match gives "
          + m.getOperands().size(), m, P.getOpMatch_Op(), IssueCodes.ARITY);
      return;
    }
    for (int i = 0; i < defs.size(); i++) {
      segmentShape(defs.get(i), m.getOperands().get(i));
    }
  }

  private void namedOperands(OpMatch m) {
    Set<OperandDef> seen = new HashSet<>();
    for (OperandMatch o : m.getOperands()) {
      if (o.getMember() instanceof OperandDef d && !d.eIsProxy()) {
        if (!seen.add(d)) {
          error("operand '" + d.getName() + "' is matched twice", o, P.getOperandMatch_Member(), IssueCodes.DUPLICATE);
        }
        segmentShape(d, o);
      }
    }
  }

  private void segmentShape(OperandDef def, OperandMatch o) {
    boolean segment = isSegment(o.getPattern());
    if (def.getSegment() == Segment.VARIADIC && !segment && !(o.getPattern() instanceof WildcardOperand)) {
      error("operand '" + def.getName() + "' is variadic: bind the whole segment as '%name...'", o,
          P.getOperandMatch_Pattern(), IssueCodes.ARITY);
    } else if (def.getSegment() == Segment.SINGLE && segment) {
      error("operand '" + def.getName() + "' is a single value: drop the '...'", o, P.getOperandMatch_Pattern(),
          IssueCodes.ARITY);
    }
  }

  private static boolean isSegment(OperandPattern p) {
    return p instanceof ValueOperand v && v.isSegment() || p instanceof WildcardOperand w && w.isSegment();
  }

  /** A conversion pattern must get rid of its root; otherwise the conversion fails on it. */
  @Check
  public void rootReplaced(Pattern p) {
    if (!(p.eContainer() instanceof PatternSet set) || p.getRoot() == null) {
      return;
    }
    if (!p.getReplacement().isEmpty() || replacesRoot(p)) {
      return;
    }
    String msg = "pattern '" + p.getName() + "' never replaces or erases its root";
    if (set.isConversion()) {
      error(msg + ": a conversion pattern must (`replace with ...` or `erase root`)", p, nameFeature(p), IssueCodes.ROOT_NOT_REPLACED);
    }
  }

  private static boolean replacesRoot(Pattern p) {
    Var rootVar = p.getRoot().getBinder() instanceof OpBinder b ? b.getVar() : null;
    for (ReplaceStmt r : EcoreUtil2.getAllContentsOfType(p, ReplaceStmt.class)) {
      if (r.getTarget() == null || isRoot(r.getTarget(), rootVar)) {
        return true;
      }
    }
    for (EraseStmt e : EcoreUtil2.getAllContentsOfType(p, EraseStmt.class)) {
      if (isRoot(e.getTarget(), rootVar)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isRoot(EObject target, Var rootVar) {
    return target instanceof RootRef || rootVar != null && target instanceof NameRef n && n.getRef() == rootVar;
  }

  /** Patterns check everything before they change anything: no check may need what the pattern built. */
  @Check
  public void checksBeforeChanges(Pattern p) {
    if (p.getBody() == null) {
      return;
    }
    Set<Var> built = new HashSet<>();
    for (LetStmt let : EcoreUtil2.getAllContentsOfType(p.getBody(), LetStmt.class)) {
      if (changesIr(let.getValue())) {
        built.addAll(let.getVars());
      }
    }
    for (Statement s : EcoreUtil2.getAllContentsOfType(p.getBody(), Statement.class)) {
      EObject check = s instanceof RequireStmt r ? r.getCondition() : s instanceof LetStmt l && l.getFailure() != null ? l.getValue() : null;
      if (check == null) {
        continue;
      }
      if (EcoreUtil2.getContainerOfType(s, AfterStmt.class) != null) {
        error("checks belong before the rewrite, not in `after`", s, null, IssueCodes.CHECK_AFTER_CHANGE);
        continue;
      }
      for (NameRef n : EcoreUtil2.getAllContentsOfType(check, NameRef.class)) {
        if (built.contains(n.getRef())) {
          error("this check needs '" + ((Var) n.getRef()).getName() + "', which the pattern builds: "
              + "checks run before any change", n, P.getNameRef_Ref(), IssueCodes.CHECK_AFTER_CHANGE);
        }
      }
    }
  }

  static boolean changesIr(EObject value) {
    if (value instanceof OpBuild || value instanceof EnsureExpr) {
      return true;
    }
    return value instanceof Call c && (c.getCallee() instanceof ExternAction || c.getCallee() instanceof ActionDef);
  }

  private static String listNames(List<OperandDef> defs) {
    StringBuilder b = new StringBuilder();
    for (OperandDef d : defs) {
      b.append(b.length() == 0 ? " (" : ", ").append(d.getName());
    }
    return b.length() == 0 ? "" : b.append(")").toString();
  }
}
