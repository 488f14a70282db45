package rw.dsl.scoping;

import com.google.common.collect.Iterables;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.scoping.IScope;

/** Looks a name up in a preferred scope first, then in a fallback scope. */
final class ChainedScope implements IScope {
  private final IScope preferred;
  private final IScope fallback;

  ChainedScope(IScope preferred, IScope fallback) {
    this.preferred = preferred;
    this.fallback = fallback;
  }

  @Override
  public IEObjectDescription getSingleElement(QualifiedName name) {
    IEObjectDescription d = preferred.getSingleElement(name);
    return d != null ? d : fallback.getSingleElement(name);
  }

  @Override
  public Iterable<IEObjectDescription> getElements(QualifiedName name) {
    return Iterables.concat(preferred.getElements(name), fallback.getElements(name));
  }

  @Override
  public IEObjectDescription getSingleElement(EObject object) {
    IEObjectDescription d = preferred.getSingleElement(object);
    return d != null ? d : fallback.getSingleElement(object);
  }

  @Override
  public Iterable<IEObjectDescription> getElements(EObject object) {
    return Iterables.concat(preferred.getElements(object), fallback.getElements(object));
  }

  @Override
  public Iterable<IEObjectDescription> getAllElements() {
    return Iterables.concat(preferred.getAllElements(), fallback.getAllElements());
  }
}
