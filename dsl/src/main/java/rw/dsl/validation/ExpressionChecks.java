package rw.dsl.validation;

import java.util.List;
import java.util.Set;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.Check;
import rw.dsl.model.ActionDef;
import rw.dsl.model.AttributeArg;
import rw.dsl.model.AttributeLikeDef;
import rw.dsl.model.AttributeDef;
import rw.dsl.model.Call;
import rw.dsl.model.Callable;
import rw.dsl.model.Convert;
import rw.dsl.model.Converted;
import rw.dsl.model.EnsureExpr;
import rw.dsl.model.ErrorFailure;
import rw.dsl.model.Expr;
import rw.dsl.model.ExternAction;
import rw.dsl.model.ExternConstraint;
import rw.dsl.model.ExternFunction;
import rw.dsl.model.IsExpr;
import rw.dsl.model.LookupExpr;
import rw.dsl.model.OpBuild;
import rw.dsl.model.OpDef;
import rw.dsl.model.Param;
import rw.dsl.model.Pattern;
import rw.dsl.model.PatternSet;
import rw.dsl.model.PropertyDef;
import rw.dsl.model.TypeMap;
import rw.dsl.semantics.ExprTypes;
import rw.dsl.semantics.KindTypes;
import rw.dsl.semantics.OpMembers;
import rw.dsl.semantics.StaticType;
import rw.dsl.semantics.StaticType.Kind;

/** Expressions: calls and their arguments, attribute values, conversion-only builtins, symbol ops. */
public final class ExpressionChecks extends RwCheck {

  @Check
  public void builtOpIsConcrete(OpBuild b) {
    if (b.getOp() != null && !b.getOp().eIsProxy() && b.getOp().isAbstract()) {
      error("'" + OpMembers.fullName(b.getOp()) + "' is abstract and cannot be built", b, P.getOpBuild_Op(), IssueCodes.ABSTRACT_OP);
    }
  }

  @Check
  public void attributeValue(AttributeArg arg) {
    AttributeLikeDef def = arg.getAttr();
    if (def == null || def.eIsProxy() || arg.getValue() == null) {
      return;
    }
    Set<String> admitted = AttributeValues.admitted(constraintOf(def));
    StaticType value = ExprTypes.typeOf(arg.getValue());
    String kind = def instanceof PropertyDef ? "property" : "attribute";
    if (AttributeValues.isValueLike(value)) {
      error(kind + " '" + def.getName() + "' takes an attribute, got " + value.describe(), arg, P.getAttributeArg_Value(),
          IssueCodes.MISMATCH);
      return;
    }
    String misfit = AttributeValues.misfit(admitted, value);
    if (misfit != null) {
      error(kind + " '" + def.getName() + "' expects " + constraintText(def) + ", got " + misfit, arg,
          P.getAttributeArg_Value(), IssueCodes.MISMATCH);
    }
  }

  @Check
  public void propertyDefault(PropertyDef def) {
    if (def.getDefault() == null) {
      return;
    }
    String misfit = AttributeValues.misfit(AttributeValues.admitted(def.getConstraint()), ExprTypes.typeOf(def.getDefault()));
    if (misfit != null) {
      error("the default of '" + def.getName() + "' should be " + constraintText(def) + ", got " + misfit, def,
          feature(def, "default"), IssueCodes.MISMATCH);
    }
  }

  @Check
  public void requiredProperties(OpBuild b) {
    requiredProperties(b.getOp(), b.getProperties(), b.getAttributes(), false, b);
  }

  @Check
  public void requiredProperties(EnsureExpr e) {
    requiredProperties(e.getOp(), e.getProperties(), e.getAttributes(), true, e);
    symbolOp(e.getOp(), e, P.getEnsureExpr_Op());
  }

  private void requiredProperties(OpDef op, List<AttributeArg> props, List<AttributeArg> attrs, boolean named, EObject at) {
    if (op == null || op.eIsProxy()) {
      return;
    }
    for (AttributeLikeDef a : OpMembers.attributeLikes(op)) {
      boolean given = props.stream().anyMatch(x -> x.getAttr() == a) || attrs.stream().anyMatch(x -> x.getAttr() == a);
      boolean bySymbol = named && "sym_name".equals(a.getName());
      if (!given && !bySymbol && !OpMembers.isOptional(a)) {
        String kind = a instanceof AttributeDef ? "attribute" : "property";
        error("'" + OpMembers.fullName(op) + "' needs " + kind + " '" + a.getName() + "'", at, featureOfOp(at),
            IssueCodes.MISSING_ATTRIBUTE);
      }
    }
  }

  @Check
  public void lookupOfSymbol(LookupExpr l) {
    symbolOp(l.getOp(), l, P.getLookupExpr_Op());
  }

  private void symbolOp(OpDef op, EObject at, org.eclipse.emf.ecore.EStructuralFeature feature) {
    if (op != null && !op.eIsProxy() && !OpMembers.hasTrait(op, "Symbol")) {
      error("'" + OpMembers.fullName(op) + "' is not a symbol (it has no Symbol trait)", at, feature, IssueCodes.NOT_A_SYMBOL);
    }
  }

  @Check
  public void callArguments(Call c) {
    Callable callee = c.getCallee();
    if (callee == null || callee.eIsProxy()) {
      return;
    }
    List<Param> params = paramsOf(callee);
    if (params.size() != c.getArgs().size()) {
      error("'" + nameOf(callee) + "' takes " + params.size() + " argument(s), got " + c.getArgs().size(), c,
          P.getCall_Callee(), IssueCodes.ARITY);
      return;
    }
    for (int i = 0; i < params.size(); i++) {
      StaticType want = KindTypes.of(params.get(i).getKind());
      StaticType got = ExprTypes.typeOf(c.getArgs().get(i));
      if (!fits(want, got)) {
        error("argument '" + params.get(i).getName() + "' of '" + nameOf(callee) + "' is " + want.describe() + ", got "
            + got.describe(), c.getArgs().get(i), null, IssueCodes.MISMATCH);
      }
    }
  }

  /** A value of static type {@code got} may stand where {@code want} is declared. */
  static boolean fits(StaticType want, StaticType got) {
    if (want.isAny() || got.isAny()) {
      return true;
    }
    if (want.kind() != got.kind()) {
      return want.is(Kind.ATTR) && !AttributeValues.isValueLike(got) && !got.is(Kind.OP) && !got.is(Kind.SYMBOL_TABLE)
          || want.is(Kind.SYMBOL) && got.is(Kind.STRING);
    }
    if (want.is(Kind.OP) && want.def() != null && got.def() != null) {
      return want.def() == got.def();
    }
    if (want.is(Kind.LIST)) {
      return fits(want.element(), got.element());
    }
    return true;
  }

  @Check
  public void conversionOnly(Converted c) {
    conversionOnly(c, "converted(...)");
  }

  /** `convert(T)` may also be used in an action: it then converts with the type maps of the conversion that calls it. */
  @Check
  public void conversionOnly(Convert c) {
    if (EcoreUtil2.getContainerOfType(c, rw.dsl.model.ActionDef.class) != null) {
      return;
    }
    conversionOnly(c, "convert(...)");
  }

  private void conversionOnly(Expr e, String what) {
    Pattern p = EcoreUtil2.getContainerOfType(e, Pattern.class);
    boolean inConversion = p != null && p.eContainer() instanceof PatternSet s && s.isConversion();
    if (!inConversion && EcoreUtil2.getContainerOfType(e, TypeMap.class) == null) {
      error(what + " needs a type converter: use it in `conversion patterns` or a typemap", e, null, IssueCodes.CONVERSION_ONLY);
    }
  }

  @Check
  public void isSubject(IsExpr is) {
    StaticType t = ExprTypes.typeOf(is.getSubject());
    if (AttributeValues.isValueLike(t) || t.is(Kind.OP)) {
      error("'is' matches a type or attribute, not " + t.describe() + (t.is(Kind.VALUE) ? ": write type(...) is ..." : ""),
          is, P.getIsExpr_Subject(), IssueCodes.MISMATCH);
    }
  }

  /** `at end of x { }`, `ensure ... at before x`: insertion points are given by ops. */
  @Check
  public void insertionTarget(rw.dsl.model.AtStmt a) {
    insertionTarget(a.getInsertion());
  }

  @Check
  public void insertionTarget(rw.dsl.model.EnsureExpr e) {
    insertionTarget(e.getInsertion());
  }

  private void insertionTarget(rw.dsl.model.InsertionPoint at) {
    if (at == null) {
      return;
    }
    Expr target = at instanceof rw.dsl.model.StartOf s ? s.getTarget() : at instanceof rw.dsl.model.EndOf e ? e.getTarget()
        : at instanceof rw.dsl.model.BeforeOp b ? b.getTarget() : ((rw.dsl.model.AfterOp) at).getTarget();
    StaticType t = ExprTypes.typeOf(target);
    boolean blockEnd = t.is(Kind.SUCCESSOR) && (at instanceof rw.dsl.model.StartOf || at instanceof rw.dsl.model.EndOf);
    if (target != null && !t.isAny() && !t.is(Kind.OP) && !blockEnd) {
      error("ops are inserted relative to an op, not " + t.describe(), target, null, IssueCodes.MISMATCH);
    }
  }

  @Check
  public void errorLocation(ErrorFailure f) {
    StaticType t = ExprTypes.typeOf(f.getAt());
    if (f.getAt() != null && !t.isAny() && !t.is(Kind.OP)) {
      error("errors are reported at an op, not at " + t.describe(), f, P.getErrorFailure_At(), IssueCodes.MISMATCH);
    }
  }

  private static org.eclipse.emf.ecore.EStructuralFeature featureOfOp(EObject at) {
    return at.eClass().getEStructuralFeature("op");
  }

  private static rw.dsl.model.TermPattern constraintOf(AttributeLikeDef def) {
    return def instanceof PropertyDef p ? p.getConstraint() : ((AttributeDef) def).getConstraint();
  }

  private static String constraintText(AttributeLikeDef def) {
    rw.dsl.model.TermPattern c = constraintOf(def);
    if (c instanceof rw.dsl.model.TermRefPattern r && r.getRef() instanceof rw.dsl.model.ConstraintDef cd && !cd.eIsProxy()) {
      return cd.getName() + (cd.getSummary() != null ? " (" + cd.getSummary() + ")" : "");
    }
    return "another attribute";
  }

  static List<Param> paramsOf(Callable c) {
    if (c instanceof ExternConstraint x) {
      return x.getParams();
    }
    if (c instanceof ExternFunction x) {
      return x.getParams();
    }
    if (c instanceof ExternAction x) {
      return x.getParams();
    }
    return ((ActionDef) c).getParams();
  }

  static String nameOf(Callable c) {
    Object name = c.eGet(c.eClass().getEStructuralFeature("name"));
    return String.valueOf(name);
  }
}
