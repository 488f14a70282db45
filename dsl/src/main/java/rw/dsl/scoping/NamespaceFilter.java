package rw.dsl.scoping;

import java.util.function.Predicate;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.scoping.IScope;
import org.eclipse.xtext.scoping.impl.FilteringScope;
import rw.dsl.model.Kind;
import rw.dsl.model.ListKind;
import rw.dsl.model.ModelPackage;
import rw.dsl.model.NameRef;
import rw.dsl.model.PrimitiveKind;
import rw.dsl.model.Primitive;
import rw.dsl.model.TermPattern;
import rw.dsl.model.TermRefPattern;
import rw.dsl.resource.RwResourceDescriptionStrategy;
import rw.dsl.semantics.StaticType;
import rw.dsl.semantics.VarTypes;

/**
 * Types and attributes share names (`builtin.integer` is both): `!x` means a type, `#x` an
 * attribute; a bare name prefers what its position expects and falls back to anything.
 */
final class NamespaceFilter {
  private final EObject context;

  NamespaceFilter(EObject context) {
    this.context = context;
  }

  IScope apply(IScope global) {
    if (attrSigil()) {
      return new FilteringScope(global, NamespaceFilter::isAttr);
    }
    if (typeSigil()) {
      return new FilteringScope(global, NamespaceFilter::isType);
    }
    Predicate<IEObjectDescription> preferred = expectsAttr() ? NamespaceFilter::isAttr : NamespaceFilter::isType;
    return new ChainedScope(new FilteringScope(global, preferred::test), global);
  }

  private boolean attrSigil() {
    return context instanceof NameRef n && n.isAttrSigil() || context instanceof TermRefPattern t && t.isAttrSigil();
  }

  private boolean typeSigil() {
    return context instanceof NameRef n && n.isTypeSigil() || context instanceof TermRefPattern t && t.isTypeSigil();
  }

  private boolean expectsAttr() {
    Kind kind = LocalScopes.expectedKind(context);
    while (kind instanceof ListKind l) {
      kind = l.getElement();
    }
    if (kind instanceof PrimitiveKind p) {
      return p.getPrimitive() == Primitive.ATTR;
    }
    return context instanceof TermPattern p && VarTypes.positionType(p).is(StaticType.Kind.ATTR);
  }

  static boolean isAttr(IEObjectDescription d) {
    EClass c = d.getEClass();
    return c == ModelPackage.eINSTANCE.getAttrDef()
        || c == ModelPackage.eINSTANCE.getConstraintDef() && "attr".equals(d.getUserData(RwResourceDescriptionStrategy.KIND));
  }

  static boolean isType(IEObjectDescription d) {
    EClass c = d.getEClass();
    return c == ModelPackage.eINSTANCE.getTypeDef() || c == ModelPackage.eINSTANCE.getTypeAlias()
        || c == ModelPackage.eINSTANCE.getConstraintDef() && "type".equals(d.getUserData(RwResourceDescriptionStrategy.KIND));
  }
}
