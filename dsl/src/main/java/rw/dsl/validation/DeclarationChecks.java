package rw.dsl.validation;

import com.google.inject.Inject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.naming.IQualifiedNameProvider;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.IResourceDescriptions;
import org.eclipse.xtext.resource.impl.ResourceDescriptionsProvider;
import org.eclipse.xtext.validation.Check;
import rw.dsl.model.AlternativesPattern;
import rw.dsl.model.AttributeLikeDef;
import rw.dsl.model.BinderPattern;
import rw.dsl.model.ConstraintDef;
import rw.dsl.model.ConstraintKind;
import rw.dsl.model.Dialect;
import rw.dsl.model.EnumCase;
import rw.dsl.model.EnumDef;
import rw.dsl.model.ExternBlock;
import rw.dsl.model.NameRef;
import rw.dsl.model.OpDef;
import rw.dsl.model.OpMember;
import rw.dsl.model.OperandDef;
import rw.dsl.model.ResultDef;
import rw.dsl.model.Segment;
import rw.dsl.model.TermParam;
import rw.dsl.model.TermPattern;
import rw.dsl.model.TermRefPattern;
import rw.dsl.model.TraitDef;
import rw.dsl.model.TraitUse;
import rw.dsl.model.TypeAlias;
import rw.dsl.model.WildcardPattern;
import rw.dsl.resource.RwResourceDescriptionStrategy;
import rw.dsl.semantics.OpMembers;
import rw.dsl.semantics.TermDefs;

/** Definitions: unique names, well-formed ops, constraints of the right kind, term arities. */
public final class DeclarationChecks extends RwCheck {
  @Inject private IQualifiedNameProvider names;
  @Inject private ResourceDescriptionsProvider indexProvider;

  @Check
  public void uniqueGlobalName(EObject obj) {
    if (obj instanceof Dialect || obj instanceof EnumCase) {
      return; // a dialect may be split over several files; enum cases are checked in their enum
    }
    QualifiedName qn = names.getFullyQualifiedName(obj);
    if (qn == null) {
      return;
    }
    IResourceDescriptions index = indexProvider.getResourceDescriptions(obj.eResource());
    String ns = namespace(obj.eClass(), obj instanceof ConstraintDef c ? kindOf(c) : null);
    for (IEObjectDescription d : index.getExportedObjects(EcorePackage.Literals.EOBJECT, qn, false)) {
      boolean self = d.getEObjectURI().equals(EcoreUtil.getURI(obj));
      if (!self && ns.equals(namespace(d.getEClass(), d.getUserData(RwResourceDescriptionStrategy.KIND)))) {
        error("duplicate definition of '" + qn + "' (also " + where(obj, d) + ")", obj, nameFeature(obj), IssueCodes.DUPLICATE);
        return;
      }
    }
  }

  @Check
  public void opMembers(OpDef op) {
    Map<String, OpDef> owners = new HashMap<>();
    for (OpDef o : OpMembers.chain(op)) {
      for (OpMember m : o.getMembers()) {
        OpDef previous = owners.put(m.getName(), o);
        if (previous != null && o == op) {
          String where = previous == op ? "" : " (inherited from '" + OpMembers.fullName(previous) + "')";
          error("duplicate member '" + m.getName() + "'" + where, m, nameFeature(m), IssueCodes.DUPLICATE);
        }
      }
    }
    segmentTraits(op, OperandDef.class, "operand", "AttrSizedOperandSegments");
    segmentTraits(op, ResultDef.class, "result", "AttrSizedResultSegments");
  }

  private <T extends OpMember> void segmentTraits(OpDef op, Class<T> type, String word, String trait) {
    if (op.isAbstract()) {
      return;
    }
    long segments = OpMembers.ofType(op, type).stream().filter(m -> OpMembers.segment(m) != Segment.SINGLE).count();
    if (segments > 1 && !OpMembers.hasTrait(op, trait)) {
      error("op '" + OpMembers.fullName(op) + "' has " + segments + " variadic or optional " + word
          + " segments: add the " + trait + " trait", op, nameFeature(op), IssueCodes.SEGMENTS);
    }
  }

  @Check
  public void memberConstraintKind(OpMember m) {
    TermPattern c = constraintOf(m);
    if (c == null) {
      return;
    }
    boolean attr = m instanceof AttributeLikeDef;
    for (TermRefPattern ref : refsAtTop(c)) {
      if (ref.getRef() instanceof ConstraintDef d && !d.eIsProxy() && (d.getKind() == ConstraintKind.ATTR) != attr) {
        error("'" + d.getName() + "' is " + (attr ? "a type" : "an attribute") + " constraint; "
            + (attr ? "attributes need an attribute constraint" : "operands and results need a type constraint"),
            ref, P.getTermRefPattern_Ref(), IssueCodes.CONSTRAINT_KIND);
      }
    }
    for (BinderPattern b : EcoreUtil2.getAllContentsOfType(m, BinderPattern.class)) {
      error("op definitions take constraints, not bindings", b, null, IssueCodes.MISPLACED);
    }
  }

  @Check
  public void uniqueParams(EObject def) {
    if (TermDefs.isTermDef(def)) {
      uniqueNames(TermDefs.params(def), "parameter");
    } else if (def instanceof TraitDef t) {
      uniqueNames(t.getParams(), "parameter");
    } else if (def instanceof EnumDef e) {
      uniqueNames(e.getCases(), "enum case");
    }
  }

  private void uniqueNames(List<? extends EObject> elements, String word) {
    Map<String, EObject> seen = new HashMap<>();
    for (EObject e : elements) {
      String name = e instanceof TermParam p ? p.getName() : e instanceof EnumCase c ? c.getName() : null;
      if (name != null && seen.put(name, e) != null) {
        error("duplicate " + word + " '" + name + "'", e, nameFeature(e), IssueCodes.DUPLICATE);
      }
    }
  }

  @Check
  public void aliasIsConcrete(TypeAlias alias) {
    TermPattern t = alias.getTarget();
    boolean open = t instanceof WildcardPattern || t instanceof AlternativesPattern || t instanceof BinderPattern
        || !EcoreUtil2.getAllContentsOfType(t, WildcardPattern.class).isEmpty()
        || !EcoreUtil2.getAllContentsOfType(t, BinderPattern.class).isEmpty();
    if (open) {
      error("an alias names one concrete type or attribute; use a constraint for a set of them",
          alias, P.getTypeAlias_Target(), IssueCodes.MISPLACED);
    }
  }

  @Check
  public void termArity(TermRefPattern ref) {
    if (TermDefs.isTermDef(ref.getRef())) {
      termArity(ref.getRef(), ref.getArgs().size(), ref, P.getTermRefPattern_Ref(), ref.getArgs().isEmpty());
    }
  }

  @Check
  public void termArity(NameRef ref) {
    if (TermDefs.isTermDef(ref.getRef())) {
      termArity(ref.getRef(), ref.getArgs().size(), ref, P.getNameRef_Ref(), false);
    }
  }

  /** Too many arguments, or (when any are given) too few for the required parameters. */
  private void termArity(EObject def, int given, EObject at, EStructuralFeature feature, boolean patternWithoutArgs) {
    List<TermParam> params = TermDefs.params(def);
    int required = TermDefs.requiredParams(def);
    if (given > params.size() || (given < required && !patternWithoutArgs)) {
      error("'" + names.getFullyQualifiedName(def) + "' takes " + describe(params, required) + ", got " + given,
          at, feature, IssueCodes.ARITY);
    }
  }

  @Check
  public void traitArity(TraitUse use) {
    TraitDef t = use.getTrait();
    if (t != null && !t.eIsProxy() && use.getArgs().size() != t.getParams().size()) {
      error("trait '" + t.getName() + "' takes " + t.getParams().size() + " argument(s), got " + use.getArgs().size(),
          use, P.getTraitUse_Trait(), IssueCodes.ARITY);
    }
  }

  @Check
  public void javaClassName(ExternBlock block) {
    if (block.getJavaClass() == null || !block.getJavaClass().matches("([a-z_][\\w]*\\.)+[A-Z][\\w$]*")) {
      error("expected a fully qualified Java class name such as \"rw.conversion.foo.FooExterns\"",
          block, P.getExternBlock_JavaClass(), IssueCodes.JAVA_NAME);
    }
  }

  private static String where(EObject obj, IEObjectDescription other) {
    if (other.getEObjectURI().trimFragment().equals(obj.eResource().getURI())) {
      EObject o = obj.eResource().getEObject(other.getEObjectURI().fragment());
      var node = o == null ? null : org.eclipse.xtext.nodemodel.util.NodeModelUtils.getNode(o);
      return node == null ? "in this file" : "at line " + node.getStartLine();
    }
    return "in " + other.getEObjectURI().trimFragment().lastSegment();
  }

  private static String describe(List<TermParam> params, int required) {
    StringBuilder names = new StringBuilder();
    for (TermParam p : params) {
      names.append(names.length() == 0 ? "" : ", ").append(p.getName());
    }
    String count = required == params.size() ? "" + required : required + " to " + params.size();
    return count + " parameter(s) (" + names + ")";
  }

  private static TermPattern constraintOf(OpMember m) {
    EStructuralFeature f = m.eClass().getEStructuralFeature("constraint");
    return f == null ? null : (TermPattern) m.eGet(f);
  }

  private static List<TermRefPattern> refsAtTop(TermPattern p) {
    if (p instanceof TermRefPattern r) {
      return List.of(r);
    }
    if (p instanceof AlternativesPattern a) {
      return a.getAlternatives().stream().filter(TermRefPattern.class::isInstance).map(TermRefPattern.class::cast).toList();
    }
    return List.of();
  }

  static String kindOf(ConstraintDef c) {
    return c.getKind() == ConstraintKind.ATTR ? "attr" : "type";
  }

  /** Definitions that may share a name: types and attributes, and each other kind apart. */
  private static String namespace(EClass c, String constraintKind) {
    if (c == P.getConstraintDef()) {
      return "attr".equals(constraintKind) ? "attr" : "type";
    }
    if (c == P.getTypeDef() || c == P.getTypeAlias()) {
      return "type";
    }
    if (c == P.getAttrDef()) {
      return "attr";
    }
    if (c == P.getPass() || c == P.getPipeline() || c == P.getExternPass()) {
      return "pass";
    }
    if (c == P.getPatternSet() || c == P.getExternPatterns()) {
      return "patterns";
    }
    if (c == P.getActionDef() || c == P.getExternAction() || c == P.getExternFunction() || c == P.getExternConstraint()) {
      return "callable";
    }
    return c.getName();
  }
}
