package rw.dsl.scoping;

import java.util.List;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.scoping.impl.ImportNormalizer;
import org.eclipse.xtext.scoping.impl.ImportedNamespaceAwareLocalScopeProvider;
import rw.dsl.model.Dialect;

/** Names of the builtin dialect are usable unqualified everywhere; a dialect's own names inside it. */
public final class RwImportedNamespaceScopes extends ImportedNamespaceAwareLocalScopeProvider {

  @Override
  protected List<ImportNormalizer> getImplicitImports(boolean ignoreCase) {
    return List.of(new ImportNormalizer(QualifiedName.create("builtin"), true, ignoreCase));
  }

  @Override
  protected List<ImportNormalizer> internalGetImportedNamespaceResolvers(EObject context, boolean ignoreCase) {
    if (context instanceof Dialect d && d.getName() != null) {
      return List.of(new ImportNormalizer(QualifiedName.create(d.getName()), true, ignoreCase));
    }
    return List.of();
  }
}
