package rw.dsl.resource;

import java.util.Map;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.resource.EObjectDescription;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.impl.DefaultResourceDescriptionStrategy;
import org.eclipse.xtext.util.IAcceptor;
import rw.dsl.model.ConstraintDef;
import rw.dsl.model.ConstraintKind;

/** Exports globally named elements; constraints carry their kind (type or attr) for scoping. */
public final class RwResourceDescriptionStrategy extends DefaultResourceDescriptionStrategy {
  public static final String KIND = "kind";
  public static final String CLI = "cli";

  @Override
  public boolean createEObjectDescriptions(EObject obj, IAcceptor<IEObjectDescription> acceptor) {
    QualifiedName name = getQualifiedNameProvider().getFullyQualifiedName(obj);
    if (name != null) {
      String cli = cliOf(obj);
      if (cli != null) {
        acceptor.accept(EObjectDescription.create(name, obj, Map.of(CLI, cli)));
      } else if (obj instanceof ConstraintDef c) {
        String kind = c.getKind() == ConstraintKind.ATTR ? "attr" : "type";
        acceptor.accept(EObjectDescription.create(name, obj, Map.of(KIND, kind)));
      } else {
        acceptor.accept(EObjectDescription.create(name, obj));
      }
    }
    return true;
  }

  private static String cliOf(EObject obj) {
    if (obj instanceof rw.dsl.model.Pass p) {
      return p.getCli();
    }
    if (obj instanceof rw.dsl.model.Pipeline p) {
      return p.getCli();
    }
    return obj instanceof rw.dsl.model.ExternPass p ? p.getCli() : null;
  }
}
