package rw.dsl.semantics;

import java.util.List;
import org.eclipse.emf.ecore.EObject;
import rw.dsl.model.AssemblyFormat;
import rw.dsl.model.AttrDef;
import rw.dsl.model.TermParam;
import rw.dsl.model.TypeDef;

/** Type and attribute definitions have the same shape: parameters, docs and a format. */
public final class TermDefs {
  private TermDefs() {}

  public static boolean isTermDef(EObject o) {
    return (o instanceof TypeDef || o instanceof AttrDef) && !o.eIsProxy();
  }

  public static List<TermParam> params(EObject def) {
    if (def instanceof TypeDef t) {
      return t.getParams();
    }
    if (def instanceof AttrDef a) {
      return a.getParams();
    }
    return List.of();
  }

  public static AssemblyFormat format(EObject def) {
    if (def instanceof TypeDef t) {
      return t.getFormat();
    }
    return def instanceof AttrDef a ? a.getFormat() : null;
  }

  /** Required parameters: those without a default and not marked `?`. */
  public static int requiredParams(EObject def) {
    int n = 0;
    for (TermParam p : params(def)) {
      if (!p.isOptional() && p.getDefault() == null) {
        n++;
      }
    }
    return n;
  }
}
