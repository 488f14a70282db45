package rw.dsl.scoping;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.resource.EObjectDescription;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.scoping.IScope;

/** The elements of a scope under one prefix (`arith.`), by their names relative to it (`addi`). */
final class PrefixScope implements IScope {
  private final QualifiedName prefix;
  private final IScope delegate;

  PrefixScope(QualifiedName prefix, IScope delegate) {
    this.prefix = prefix;
    this.delegate = delegate;
  }

  @Override
  public IEObjectDescription getSingleElement(QualifiedName name) {
    IEObjectDescription d = delegate.getSingleElement(prefix.append(name));
    return d == null ? null : EObjectDescription.create(name, d.getEObjectOrProxy());
  }

  @Override
  public Iterable<IEObjectDescription> getElements(QualifiedName name) {
    IEObjectDescription d = getSingleElement(name);
    return d == null ? List.of() : List.of(d);
  }

  @Override
  public IEObjectDescription getSingleElement(EObject object) {
    for (IEObjectDescription d : getAllElements()) {
      if (d.getEObjectOrProxy() == object) {
        return d;
      }
    }
    return null;
  }

  @Override
  public Iterable<IEObjectDescription> getElements(EObject object) {
    IEObjectDescription d = getSingleElement(object);
    return d == null ? List.of() : List.of(d);
  }

  /** For content assist only: everything under the prefix. */
  @Override
  public Iterable<IEObjectDescription> getAllElements() {
    List<IEObjectDescription> out = new ArrayList<>();
    for (IEObjectDescription d : delegate.getAllElements()) {
      if (d.getName().startsWith(prefix) && d.getName().getSegmentCount() > prefix.getSegmentCount()) {
        out.add(EObjectDescription.create(d.getName().skipFirst(prefix.getSegmentCount()), d.getEObjectOrProxy()));
      }
    }
    return out;
  }
}
