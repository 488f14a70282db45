package rw.generator.rules;

import org.eclipse.xtext.generator.IFileSystemAccess2;
import org.eclipse.xtext.generator.IGeneratorContext;
import rw.dsl.model.Declaration;

/**
 * PLACEHOLDER, generates nothing yet: the generator of patterns, conversion patterns, tables,
 * type maps, targets, passes, pipelines and externs. {@link rw.generator.RwGenerator} hands it
 * every such top-level declaration of a {@code .rw} file.
 */
public class RuleGenerator {
  /** Generates the Java of {@code declaration} (declared in {@code sourceName}) into {@code fsa}. */
  public void generate(Declaration declaration, String sourceName, IFileSystemAccess2 fsa, IGeneratorContext context) {
    // Intentionally empty until the rules generator exists.
  }
}
