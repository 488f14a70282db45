package rw.generator.dialect;

import org.eclipse.emf.ecore.EObject;
import rw.generator.SourceRef;

/** A .rw definition the generator cannot turn into Java; the message names its file and line. */
public final class GeneratorError extends IllegalStateException {
  private static final long serialVersionUID = 1L;

  public GeneratorError(EObject where, String message) {
    super(SourceRef.of(where) + ": " + message);
  }
}
