package rw.generator

import com.google.inject.Inject
import org.eclipse.emf.ecore.resource.Resource
import org.eclipse.xtext.generator.AbstractGenerator
import org.eclipse.xtext.generator.IFileSystemAccess2
import org.eclipse.xtext.generator.IGeneratorContext
import rw.dsl.model.Declaration
import rw.dsl.model.Dialect
import rw.dsl.model.RwFile
import rw.generator.dialect.DialectGenerator
import rw.generator.rules.RuleGenerator

/**
 * The generator of the .rw language: each top-level declaration of a file goes to the generator
 * of its kind. Dialects (ops, types, attributes, enums, constraints) go to {@link DialectGenerator};
 * patterns, tables, type maps, targets, passes, pipelines, actions and externs to {@link RuleGenerator}.
 */
class RwGenerator extends AbstractGenerator {
  @Inject DialectGenerator dialects
  @Inject RuleGenerator rules

  override doGenerate(Resource resource, IFileSystemAccess2 fsa, IGeneratorContext context) {
    val file = resource.contents.head
    if (!(file instanceof RwFile)) return
    val source = SourceRef.fileName(resource)
    for (declaration : (file as RwFile).declarations) {
      generate(declaration, source, fsa, context)
    }
  }

  def private dispatch void generate(Dialect dialect, String source, IFileSystemAccess2 fsa, IGeneratorContext context) {
    dialects.generate(dialect, source, fsa)
  }

  def private dispatch void generate(Declaration other, String source, IFileSystemAccess2 fsa, IGeneratorContext context) {
    rules.generate(other, source, fsa, context)
  }
}
