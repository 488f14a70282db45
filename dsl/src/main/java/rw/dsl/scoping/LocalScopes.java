package rw.dsl.scoping;

import java.util.List;
import org.eclipse.emf.ecore.EObject;
import rw.dsl.model.EnumDef;
import rw.dsl.model.Kind;
import rw.dsl.model.ListKind;
import rw.dsl.model.NameRef;
import rw.dsl.model.RefKind;
import rw.dsl.semantics.TermDefs;
import rw.dsl.model.TermParam;
import rw.dsl.model.TermRefPattern;

/** Names that are visible only at certain positions: the cases of the enum a term parameter expects. */
final class LocalScopes {
  private LocalScopes() {}

  static List<? extends EObject> enumCasesExpectedAt(EObject context) {
    Kind kind = expectedKind(context);
    while (kind instanceof ListKind l) {
      kind = l.getElement();
    }
    if (kind instanceof RefKind r && r.getRef() instanceof EnumDef e && !e.eIsProxy()) {
      return e.getCases();
    }
    return List.of();
  }

  /** The declared kind of the term parameter this argument (or default value) fills, if any. */
  static Kind expectedKind(EObject context) {
    EObject node = context;
    EObject parent = node.eContainer();
    while (parent instanceof rw.dsl.model.ListLiteral || parent instanceof rw.dsl.model.ListPattern) {
      node = parent;
      parent = parent.eContainer();
    }
    if (parent instanceof TermParam p) {
      return p.getKind();
    }
    List<? extends EObject> args = argsOf(parent);
    EObject def = termOf(parent);
    if (args == null || def == null) {
      return null;
    }
    int i = args.indexOf(node);
    List<TermParam> params = TermDefs.params(def);
    return i >= 0 && i < params.size() ? params.get(i).getKind() : null;
  }

  private static List<? extends EObject> argsOf(EObject term) {
    if (term instanceof NameRef n) {
      return n.getArgs();
    }
    if (term instanceof TermRefPattern t) {
      return t.getArgs();
    }
    return null;
  }

  private static EObject termOf(EObject term) {
    EObject ref = null;
    if (term instanceof NameRef n) {
      ref = n.getRef();
    } else if (term instanceof TermRefPattern t) {
      ref = t.getRef();
    }
    return TermDefs.isTermDef(ref) ? ref : null;
  }
}
