package rw.dsl.validation;

import java.util.List;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.xtext.validation.AbstractDeclarativeValidator;
import org.eclipse.xtext.validation.EValidatorRegistrar;
import rw.dsl.model.ModelPackage;

/** Base of the check groups that {@link RwValidator} composes. */
abstract class RwCheck extends AbstractDeclarativeValidator {
  static final ModelPackage P = ModelPackage.eINSTANCE;

  @Override
  protected List<EPackage> getEPackages() {
    return List.of(ModelPackage.eINSTANCE);
  }

  static org.eclipse.emf.ecore.EStructuralFeature nameFeature(org.eclipse.emf.ecore.EObject obj) {
    return obj.eClass().getEStructuralFeature("name");
  }

  static org.eclipse.emf.ecore.EStructuralFeature feature(org.eclipse.emf.ecore.EObject obj, String name) {
    return obj.eClass().getEStructuralFeature(name);
  }

  @Override
  public void register(EValidatorRegistrar registrar) {
    // composed into RwValidator; not registered on its own
  }
}
