package rw.dsl.linking;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.diagnostics.Diagnostic;
import org.eclipse.xtext.diagnostics.DiagnosticMessage;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.linking.impl.LinkingDiagnosticMessageProvider;
import rw.dsl.model.AttributeArg;
import rw.dsl.model.AttributeMatch;
import rw.dsl.model.EnsureExpr;
import rw.dsl.model.MemberAccess;
import rw.dsl.model.ModelPackage;
import rw.dsl.model.OpBuild;
import rw.dsl.model.OpDef;
import rw.dsl.model.OpMatch;
import rw.dsl.semantics.ExprTypes;
import rw.dsl.semantics.OpMembers;

/** Unresolved references in the words of the language: unknown op, operand, attribute, name. */
public final class RwLinkingMessages extends LinkingDiagnosticMessageProvider {

  @Override
  public DiagnosticMessage getUnresolvedProxyMessage(ILinkingDiagnosticContext context) {
    String name = context.getLinkText();
    EClass target = context.getReference().getEReferenceType();
    ModelPackage p = ModelPackage.eINSTANCE;
    String msg;
    if (target == p.getOpDef()) {
      msg = "unknown op '" + name + "'";
    } else if (context.getReference() == p.getOperandMatch_Member() || context.getReference() == p.getOperandArg_Member()) {
      msg = "unknown operand '" + name + "'" + ofOp(context.getContext());
    } else if (context.getReference() == p.getAttributeMatch_Attr() || context.getReference() == p.getAttributeArg_Attr()) {
      msg = "unknown " + attrWord(context.getContext()) + " '" + name + "'" + ofOp(context.getContext());
    } else if (context.getReference() == p.getMemberAccess_Member() && context.getContext() instanceof MemberAccess m) {
      msg = "'" + name + "' is not a member of " + ExprTypes.typeOf(m.getReceiver()).describe();
    } else if (target == p.getReferable()) {
      msg = "unknown name '" + name + "'";
    } else {
      msg = "unknown " + words(target.getName()) + " '" + name + "'";
    }
    return new DiagnosticMessage(msg, Severity.ERROR, Diagnostic.LINKING_DIAGNOSTIC);
  }

  private static String attrWord(EObject context) {
    if (context instanceof AttributeArg a && (a.eContainingFeature() == ModelPackage.eINSTANCE.getOpBuild_Attributes()
        || a.eContainingFeature() == ModelPackage.eINSTANCE.getEnsureExpr_Attributes())) {
      return "attribute";
    }
    return context instanceof AttributeMatch || context instanceof AttributeArg ? "property" : "attribute";
  }

  private static String ofOp(EObject context) {
    for (EObject o = context; o != null; o = o.eContainer()) {
      OpDef op = o instanceof OpMatch m ? m.getOp() : o instanceof OpBuild b ? b.getOp() : o instanceof EnsureExpr e ? e.getOp() : null;
      if (op != null && !op.eIsProxy()) {
        return " of '" + OpMembers.fullName(op) + "'";
      }
    }
    return "";
  }

  /** `PatternSource` -> "pattern source". */
  private static String words(String className) {
    return className.replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase();
  }
}
