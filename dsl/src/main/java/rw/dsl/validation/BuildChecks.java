package rw.dsl.validation;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.eclipse.xtext.validation.Check;
import rw.dsl.model.Expr;
import rw.dsl.model.OpBuild;
import rw.dsl.model.OpDef;
import rw.dsl.model.OperandArg;
import rw.dsl.model.OperandDef;
import rw.dsl.model.ResultDef;
import rw.dsl.model.Segment;
import rw.dsl.semantics.ExprTypes;
import rw.dsl.semantics.OpMembers;
import rw.dsl.semantics.StaticType;
import rw.dsl.semantics.StaticType.Kind;

/** Op constructions: operands fill segments in order or by name, result types are given. */
public final class BuildChecks extends RwCheck {

  @Check
  public void operands(OpBuild b) {
    OpDef op = b.getOp();
    if (op == null || op.eIsProxy()) {
      return;
    }
    List<OperandDef> defs = OpMembers.operands(op);
    long named = b.getOperands().stream().filter(o -> o.getMember() != null).count();
    if (named > 0 && named < b.getOperands().size()) {
      error("name all operands or none", b, P.getOpBuild_Operands(), IssueCodes.ARITY);
      return;
    }
    if (named > 0) {
      namedOperands(op, b, defs);
      return;
    }
    if (b.getOperands().size() > defs.size()) {
      error("'" + OpMembers.fullName(op) + "' has " + defs.size() + " operand segment(s), got " + b.getOperands().size(),
          b, P.getOpBuild_Op(), IssueCodes.ARITY);
      return;
    }
    for (int i = 0; i < defs.size(); i++) {
      if (i < b.getOperands().size()) {
        operandValue(defs.get(i), b.getOperands().get(i).getValue());
      } else if (defs.get(i).getSegment() == Segment.SINGLE) {
        error("'" + OpMembers.fullName(op) + "' needs operand '" + defs.get(i).getName() + "'", b, P.getOpBuild_Op(),
            IssueCodes.ARITY);
        return;
      }
    }
  }

  private void namedOperands(OpDef op, OpBuild b, List<OperandDef> defs) {
    Set<OperandDef> given = new HashSet<>();
    for (OperandArg a : b.getOperands()) {
      if (a.getMember() instanceof OperandDef d && !d.eIsProxy()) {
        if (!given.add(d)) {
          error("operand '" + d.getName() + "' is given twice", a, P.getOperandArg_Member(), IssueCodes.DUPLICATE);
        }
        operandValue(d, a.getValue());
      }
    }
    for (OperandDef d : defs) {
      if (d.getSegment() == Segment.SINGLE && !given.contains(d)) {
        error("'" + OpMembers.fullName(op) + "' needs operand '" + d.getName() + "'", b, P.getOpBuild_Op(), IssueCodes.ARITY);
      }
    }
  }

  private void operandValue(OperandDef def, Expr value) {
    StaticType t = ExprTypes.typeOf(value);
    if (t.isAny()) {
      return;
    }
    boolean list = t.is(Kind.LIST);
    if (def.getSegment() == Segment.SINGLE && (list || !t.is(Kind.VALUE))) {
      error("operand '" + def.getName() + "' takes a value, got " + t.describe(), value, null, IssueCodes.MISMATCH);
    } else if (def.getSegment() != Segment.SINGLE && !t.is(Kind.VALUE) && !t.isListOf(Kind.VALUE) && !t.element().isAny()) {
      error("operand segment '" + def.getName() + "' takes values, got " + t.describe(), value, null, IssueCodes.MISMATCH);
    }
  }

  /** Successors: one block per declared successor (a variadic one takes the rest), each a successor value. */
  @Check
  public void successors(OpBuild b) {
    OpDef op = b.getOp();
    if (op == null || op.eIsProxy()) {
      return;
    }
    List<rw.dsl.model.SuccessorDef> defs = OpMembers.successors(op);
    boolean variadic = defs.stream().anyMatch(d -> d.getSegment() == Segment.VARIADIC);
    int fixed = (int) defs.stream().filter(d -> d.getSegment() != Segment.VARIADIC).count();
    int given = b.getSuccessors().size();
    if (given < fixed || !variadic && given > defs.size()) {
      error("'" + OpMembers.fullName(op) + "' has " + defs.size() + " successor(s), got " + given, b, P.getOpBuild_Op(), IssueCodes.ARITY);
      return;
    }
    for (Expr s : b.getSuccessors()) {
      StaticType t = ExprTypes.typeOf(s);
      if (!t.isAny() && !t.is(Kind.SUCCESSOR)) {
        error("a successor block is expected (like `br.target`), got " + t.describe(), s, null, IssueCodes.MISMATCH);
      }
    }
  }

  @Check
  public void resultTypes(OpBuild b) {
    OpDef op = b.getOp();
    if (op == null || op.eIsProxy()) {
      return;
    }
    List<ResultDef> results = OpMembers.results(op);
    boolean spread = b.getResultTypes().stream().anyMatch(e -> ExprTypes.typeOf(e).is(Kind.LIST));
    boolean fixed = results.stream().allMatch(r -> r.getSegment() == Segment.SINGLE);
    if (!spread && fixed && !b.getResultTypes().isEmpty() && b.getResultTypes().size() != results.size()) {
      error("'" + OpMembers.fullName(op) + "' has " + results.size() + " result(s), got " + b.getResultTypes().size()
          + " type(s)", b, P.getOpBuild_ResultTypes(), IssueCodes.ARITY);
      return;
    }
    long maxResults = results.stream().filter(r -> r.getSegment() != Segment.VARIADIC).count();
    if (!spread && results.stream().noneMatch(r -> r.getSegment() == Segment.VARIADIC) && b.getResultTypes().size() > maxResults) {
      error("'" + OpMembers.fullName(op) + "' has at most " + maxResults + " result(s)", b, P.getOpBuild_ResultTypes(),
          IssueCodes.ARITY);
      return;
    }
    boolean inferred = OpMembers.hasTrait(op, "SameOperandsAndResultType") && !b.getOperands().isEmpty();
    boolean needed = results.stream().anyMatch(r -> r.getSegment() == Segment.SINGLE);
    if (needed && b.getResultTypes().isEmpty() && !inferred) {
      error("give the result type" + (results.size() > 1 ? "s" : "") + " of '" + OpMembers.fullName(op) + "': '-> T'",
          b, P.getOpBuild_Op(), IssueCodes.ARITY);
    }
    for (Expr t : b.getResultTypes()) {
      StaticType st = ExprTypes.typeOf(t);
      if (!st.isAny() && !st.is(Kind.TYPE) && !st.isListOf(Kind.TYPE) && !st.element().isAny()) {
        error("a result type is expected, got " + st.describe(), t, null, IssueCodes.MISMATCH);
      }
    }
  }
}
