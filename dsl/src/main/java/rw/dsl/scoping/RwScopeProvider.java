package rw.dsl.scoping;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.scoping.IScope;
import org.eclipse.xtext.scoping.Scopes;
import rw.dsl.model.AttributeArg;
import rw.dsl.model.EnsureExpr;
import rw.dsl.model.ExpandedOpSet;
import rw.dsl.model.ExternPass;
import rw.dsl.model.MemberAccess;
import rw.dsl.model.ModelPackage;
import rw.dsl.model.OpBuild;
import rw.dsl.model.OpDef;
import rw.dsl.model.OpMatch;
import rw.dsl.model.Pass;
import rw.dsl.model.PassUse;
import rw.dsl.model.Referable;
import rw.dsl.semantics.TermDefs;
import rw.dsl.model.AttrDef;
import rw.dsl.model.TypeDef;
import rw.dsl.semantics.ExprTypes;
import rw.dsl.semantics.OpMembers;
import rw.dsl.semantics.StaticType;

/**
 * Scoping of .rw: global names (qualified, with `builtin` imported everywhere), local variables,
 * and the members of an op or term, chosen from what the expression before `.` denotes.
 */
public class RwScopeProvider extends AbstractRwScopeProvider {

  @Override
  public IScope getScope(EObject context, EReference reference) {
    if (reference == ModelPackage.eINSTANCE.getNameRef_Ref() || reference == ModelPackage.eINSTANCE.getTermRefPattern_Ref()) {
      return nameScope(context, reference);
    }
    if (reference == ModelPackage.eINSTANCE.getMemberAccess_Member() && context instanceof MemberAccess m) {
      return memberScope(ExprTypes.typeOf(m.getReceiver()));
    }
    if (reference == ModelPackage.eINSTANCE.getOperandMatch_Member() || reference == ModelPackage.eINSTANCE.getOperandArg_Member()) {
      return Scopes.scopeFor(OpMembers.operands(opOf(context)));
    }
    if (reference == ModelPackage.eINSTANCE.getAttributeMatch_Attr()) {
      return Scopes.scopeFor(OpMembers.properties(opOf(context)));
    }
    if (reference == ModelPackage.eINSTANCE.getAttributeArg_Attr()) {
      return attributeArgScope(context);
    }
    if (reference == ModelPackage.eINSTANCE.getFormatVariable_Target()) {
      return formatScope(context);
    }
    if (reference == ModelPackage.eINSTANCE.getOptionValue_Option()) {
      return optionScope(context);
    }
    if (reference == ModelPackage.eINSTANCE.getOpSet_Ops() && context instanceof ExpandedOpSet set) {
      return dialectOpScope(set, reference);
    }
    return super.getScope(context, reference);
  }

  private IScope nameScope(EObject context, EReference reference) {
    IScope global = new NamespaceFilter(context).apply(super.getScope(context, reference));
    List<EObject> locals = new ArrayList<>(LocalScopes.enumCasesExpectedAt(context));
    List<Referable> vars = rw.dsl.semantics.LocalVariables.visibleAt(context);
    locals.addAll(0, vars);
    return Scopes.scopeFor(locals, global);
  }

  private static IScope memberScope(StaticType receiver) {
    if (receiver.is(StaticType.Kind.OP) && receiver.def() instanceof OpDef op) {
      return Scopes.scopeFor(OpMembers.all(op));
    }
    if (TermDefs.isTermDef(receiver.def())) {
      return Scopes.scopeFor(TermDefs.params(receiver.def()));
    }
    return IScope.NULLSCOPE;
  }

  private IScope attributeArgScope(EObject context) {
    OpDef op = opOf(context);
    if (op == null) {
      return IScope.NULLSCOPE;
    }
    boolean property = context instanceof AttributeArg a
        && a.eContainingFeature() != ModelPackage.eINSTANCE.getOpBuild_Attributes()
        && a.eContainingFeature() != ModelPackage.eINSTANCE.getEnsureExpr_Attributes();
    return Scopes.scopeFor(property ? OpMembers.properties(op) : OpMembers.attributes(op));
  }

  private static IScope formatScope(EObject context) {
    OpDef op = EcoreUtil2.getContainerOfType(context, OpDef.class);
    if (op != null) {
      return Scopes.scopeFor(OpMembers.all(op));
    }
    EObject term = EcoreUtil2.getContainerOfType(context, TypeDef.class);
    if (term == null) {
      term = EcoreUtil2.getContainerOfType(context, AttrDef.class);
    }
    return term == null ? IScope.NULLSCOPE : Scopes.scopeFor(TermDefs.params(term));
  }

  private static IScope optionScope(EObject context) {
    PassUse use = EcoreUtil2.getContainerOfType(context, PassUse.class);
    if (use == null || use.getPass() == null || use.getPass().eIsProxy()) {
      return IScope.NULLSCOPE;
    }
    if (use.getPass() instanceof Pass p) {
      return Scopes.scopeFor(p.getOptions());
    }
    if (use.getPass() instanceof ExternPass p) {
      return Scopes.scopeFor(p.getOptions());
    }
    return IScope.NULLSCOPE;
  }

  /** `arith.{addi, subi}`: the ops of the dialect, by their names inside it. */
  private IScope dialectOpScope(ExpandedOpSet set, EReference reference) {
    String dialect = set.getDialect() != null && !set.getDialect().eIsProxy()
        ? set.getDialect().getName()
        : NodeModelUtils.findNodesForFeature(set, ModelPackage.eINSTANCE.getExpandedOpSet_Dialect()).stream()
            .map(n -> NodeModelUtils.getTokenText(n)).findFirst().orElse("");
    return new PrefixScope(QualifiedName.create(dialect), super.getScope(set, reference));
  }

  private static OpDef opOf(EObject context) {
    for (EObject o = context; o != null; o = o.eContainer()) {
      if (o instanceof OpMatch m) {
        return m.getOp() == null || m.getOp().eIsProxy() ? null : m.getOp();
      }
      if (o instanceof OpBuild b) {
        return b.getOp() == null || b.getOp().eIsProxy() ? null : b.getOp();
      }
      if (o instanceof EnsureExpr e) {
        return e.getOp() == null || e.getOp().eIsProxy() ? null : e.getOp();
      }
    }
    return null;
  }
}
