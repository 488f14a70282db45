package rw.dsl.validation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.Check;
import rw.dsl.model.AttrDictDirective;
import rw.dsl.model.AttrDictWithKeywordDirective;
import rw.dsl.model.AttributeLikeDef;
import rw.dsl.model.DeclarativeFormat;
import rw.dsl.model.FormatOptionalGroup;
import rw.dsl.model.FormatVariable;
import rw.dsl.model.FunctionalTypeDirective;
import rw.dsl.model.Member;
import rw.dsl.model.OpDef;
import rw.dsl.model.OpMember;
import rw.dsl.model.OperandDef;
import rw.dsl.model.OperandsDirective;
import rw.dsl.model.PropDictDirective;
import rw.dsl.model.RefDirective;
import rw.dsl.model.ResultDef;
import rw.dsl.model.ResultsDirective;
import rw.dsl.model.Segment;
import rw.dsl.model.TypeDirective;
import rw.dsl.model.ConstraintDef;
import rw.dsl.model.StringTraitArg;
import rw.dsl.model.TermPattern;
import rw.dsl.model.TermRefPattern;
import rw.dsl.model.TraitUse;
import rw.dsl.model.TypeAlias;
import rw.dsl.model.TypeDef;
import rw.dsl.semantics.OpMembers;
import rw.dsl.semantics.TermDefs;

/** Declarative assembly formats of ops, checked as ODS checks them. */
public final class FormatChecks extends RwCheck {

  @Check
  public void opFormat(DeclarativeFormat format) {
    if (!(format.eContainer() instanceof OpDef op) || op.isAbstract()) {
      return;
    }
    checkDirectMembersOnce(format);
    boolean allOperands = !EcoreUtil2.getAllContentsOfType(format, OperandsDirective.class).isEmpty();
    boolean attrDict = !EcoreUtil2.getAllContentsOfType(format, AttrDictDirective.class).isEmpty()
        || !EcoreUtil2.getAllContentsOfType(format, AttrDictWithKeywordDirective.class).isEmpty();
    if (!attrDict) {
      error("a format needs `attr-dict` (or `attr-dict-with-keyword`)", format, null, IssueCodes.FORMAT);
    }
    for (OperandDef operand : OpMembers.operands(op)) {
      if (!allOperands && !printed(format, operand)) {
        error("operand '" + operand.getName() + "' does not appear in the format", format, null, IssueCodes.FORMAT);
      }
    }
    boolean allResultTypes = !EcoreUtil2.getAllContentsOfType(format, ResultsDirective.class).isEmpty();
    boolean inferred = OpMembers.hasTrait(op, "SameOperandsAndResultType") && !OpMembers.operands(op).isEmpty()
        || OpMembers.hasTrait(op, "InferTypeOpInterface");
    for (ResultDef result : OpMembers.results(op)) {
      if (!allResultTypes && !inferred && !typed(format, result) && !matched(op, result) && !buildable(result)) {
        error("the type of result '" + result.getName() + "' is not given: add type($" + result.getName() + ")",
            format, null, IssueCodes.FORMAT);
      }
    }
    boolean propDict = !EcoreUtil2.getAllContentsOfType(format, PropDictDirective.class).isEmpty();
    for (AttributeLikeDef a : OpMembers.attributeLikes(op)) {
      if (!attrDict && !propDict && !printed(format, a)) {
        error("attribute '" + a.getName() + "' does not appear in the format", format, null, IssueCodes.FORMAT);
      }
    }
  }

  private void checkDirectMembersOnce(DeclarativeFormat format) {
    Map<Member, FormatVariable> seen = new HashMap<>();
    for (FormatVariable v : EcoreUtil2.getAllContentsOfType(format, FormatVariable.class)) {
      if (v.eContainer() instanceof TypeDirective || v.eContainer() instanceof RefDirective
          || EcoreUtil2.getContainerOfType(v, RefDirective.class) != null || v.getTarget() == null || v.getTarget().eIsProxy()) {
        continue;
      }
      if (v.eContainer() instanceof FunctionalTypeDirective) {
        continue;
      }
      if (seen.put(v.getTarget(), v) != null) {
        error("'" + v.getTarget().getName() + "' appears twice in the format", v, P.getFormatVariable_Target(), IssueCodes.FORMAT);
      }
    }
  }

  @Check
  public void optionalGroup(FormatOptionalGroup group) {
    List<EObject> anchors = new ArrayList<>();
    for (EObject e : group.getThen()) {
      if (e instanceof FormatVariable v && v.isAnchor() || e instanceof TypeDirective t && t.isAnchor()) {
        anchors.add(e);
      }
    }
    if (anchors.size() != 1) {
      error("an optional group needs exactly one anchor `^`, found " + anchors.size(), group, null, IssueCodes.FORMAT);
      return;
    }
    if (anchors.get(0) instanceof FormatVariable v && v.getTarget() instanceof OpMember m && !m.eIsProxy() && !isOptional(m)) {
      error("the anchor '" + m.getName() + "' is always present: anchor an optional or variadic member",
          v, P.getFormatVariable_Target(), IssueCodes.FORMAT);
    }
  }

  @Check
  public void anchorInGroup(FormatVariable v) {
    if (v.isAnchor() && !(v.eContainer() instanceof FormatOptionalGroup)) {
      error("`^` marks the anchor of an optional group `( ... )?`", v, P.getFormatVariable_Anchor(), IssueCodes.FORMAT);
    }
  }

  @Check
  public void typeOfValue(TypeDirective t) {
    if (t.getArg() instanceof FormatVariable v && v.getTarget() instanceof AttributeLikeDef a && !a.eIsProxy()) {
      error("type(...) takes an operand or result, not attribute '" + a.getName() + "'", v, P.getFormatVariable_Target(),
          IssueCodes.FORMAT);
    }
  }

  /** Named in an `AllTypesMatch<"a", "b">` trait: its type follows another member's. */
  private static boolean matched(OpDef op, ResultDef r) {
    for (TraitUse t : OpMembers.traits(op)) {
      boolean allTypesMatch = t.getTrait() != null && "AllTypesMatch".equals(t.getTrait().getName());
      if (allTypesMatch && t.getArgs().stream().anyMatch(a -> a instanceof StringTraitArg s && r.getName().equals(s.getValue()))) {
        return true;
      }
    }
    return false;
  }

  /** A constraint that admits one type only (`I1`, `index`) lets the parser build the result type. */
  private static boolean buildable(ResultDef r) {
    TermPattern c = r.getConstraint();
    for (int depth = 0; depth < 8 && c instanceof TermRefPattern ref && ref.getArgs().isEmpty(); depth++) {
      if (ref.getRef() instanceof TypeAlias) {
        return true;
      }
      if (ref.getRef() instanceof TypeDef d) {
        return TermDefs.requiredParams(d) == 0;
      }
      if (!(ref.getRef() instanceof ConstraintDef cd) || cd.eIsProxy()) {
        return false;
      }
      c = cd.getPattern();
    }
    return false;
  }

  private static boolean isOptional(OpMember m) {
    if (m instanceof AttributeLikeDef a) {
      return OpMembers.isOptional(a);
    }
    return OpMembers.segment(m) != Segment.SINGLE;
  }

  private static boolean printed(DeclarativeFormat format, Member m) {
    for (FormatVariable v : EcoreUtil2.getAllContentsOfType(format, FormatVariable.class)) {
      if (v.getTarget() == m && !(v.eContainer() instanceof TypeDirective) && EcoreUtil2.getContainerOfType(v, RefDirective.class) == null) {
        return true;
      }
    }
    return false;
  }

  private static boolean typed(DeclarativeFormat format, ResultDef r) {
    for (FormatVariable v : EcoreUtil2.getAllContentsOfType(format, FormatVariable.class)) {
      boolean inType = v.eContainer() instanceof TypeDirective || v.eContainer() instanceof FunctionalTypeDirective;
      if (v.getTarget() == r && inType) {
        return true;
      }
    }
    return false;
  }
}
