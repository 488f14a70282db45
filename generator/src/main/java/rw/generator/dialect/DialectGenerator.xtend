package rw.generator.dialect

import com.google.inject.Inject
import com.palantir.javapoet.ClassName
import com.palantir.javapoet.CodeBlock
import com.palantir.javapoet.FieldSpec
import com.palantir.javapoet.JavaFile
import com.palantir.javapoet.MethodSpec
import com.palantir.javapoet.TypeSpec
import java.util.TreeMap
import javax.lang.model.element.Modifier
import org.eclipse.xtext.generator.IFileSystemAccess2
import org.eclipse.xtext.resource.IResourceDescriptionsProvider
import rw.dsl.model.AttrDef
import rw.dsl.model.ConstraintDef
import rw.dsl.model.ConstraintKind
import rw.dsl.model.Dialect
import rw.dsl.model.EnumDef
import rw.dsl.model.JavaFormat
import rw.dsl.model.ModelPackage
import rw.dsl.model.OpDef
import rw.dsl.model.TypeDef
import rw.generator.SourceRef

import static rw.generator.dialect.Names.*

/**
 * Generates a dialect: one view per op ({@link ViewGenerator}), the dialect's constraints and
 * enums ({@code ArithConstraints}), its spec ({@code ArithOps.SPEC}, ops in declaration order),
 * and {@code rw.dialect.Dialects}, which registers every dialect of the build in a fixed order.
 */
class DialectGenerator {
  @Inject IResourceDescriptionsProvider indexProvider

  def void generate(Dialect dialect, String source, IFileSystemAccess2 fsa) {
    val constraints = constraintsFile(dialect)
    if (constraints !== null) write(fsa, constraints)
    val ops = dialect.members.filter(OpDef).filter[!^abstract].toList
    for (op : ops) write(fsa, ViewGenerator.generate(op))
    if (!ops.empty) {
      write(fsa, dialectFile(dialect, ops))
      write(fsa, DialectsFile.generate(allDialects(dialect)))
    }
  }

  def static void write(IFileSystemAccess2 fsa, JavaFile file) {
    fsa.generateFile(file.packageName.replace('.', '/') + "/" + file.typeSpec.name + ".java", file.toString)
  }

  /** Every dialect with ops in the build, by name (from the index, so that one file's rebuild sees all). */
  def private TreeMap<String, Dialect> allDialects(Dialect current) {
    val out = new TreeMap<String, Dialect>
    val resourceSet = current.eResource.resourceSet
    val index = indexProvider.getResourceDescriptions(resourceSet)
    for (d : index.getExportedObjectsByType(ModelPackage.eINSTANCE.dialect)) {
      val resolved = resourceSet.getEObject(d.EObjectURI, true)
      if (resolved instanceof Dialect && hasOps(resolved as Dialect)) out.put((resolved as Dialect).name, resolved as Dialect)
    }
    if (hasOps(current)) out.put(current.name, current)
    out
  }

  def private static boolean hasOps(Dialect d) {
    d.members.filter(OpDef).exists[!^abstract]
  }

  def static JavaFile dialectFile(Dialect dialect, Iterable<OpDef> ops) {
    val cls = dialectClass(dialect)
    val specs = CodeBlock.join(ops.map[CodeBlock.of("$T.SPEC", viewClass(it))].toList, ",\n")
    val syntax = syntaxClass(dialect)
    val syntaxCode = if (syntax === null) CodeBlock.of("null") else CodeBlock.of("new $T()", syntax)
    val dialectSpec = ClassName.get(DEF, "DialectSpec")
    val type = TypeSpec.classBuilder(cls).addModifiers(Modifier.PUBLIC, Modifier.FINAL)
      .addJavadoc("The {@code $L} dialect: its $L ops in declaration order$L.\n\n<p>Generated from $L; do not edit.\n",
        dialect.name, ops.size, if (syntax === null) "" else " and its type/attribute syntax", SourceRef.of(dialect))
      .addAnnotation(ViewGenerator.generated(SourceRef.of(dialect)))
      .addField(FieldSpec.builder(dialectSpec, "SPEC", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .initializer("$T.of($S, $L, $T.of(\n$>$>$L$<$<))", dialectSpec, dialect.name, syntaxCode,
          ClassName.get("java.util", "List"), specs).build)
      .addMethod(MethodSpec.constructorBuilder.addModifiers(Modifier.PRIVATE).build)
      .build
    JavaFile.builder(cls.packageName, type).skipJavaLangImports(true).indent("  ").build
  }

  /** The hand-written DialectSyntax that the dialect's types and attributes name with {@code format java}. */
  def static ClassName syntaxClass(Dialect d) {
    val formats = (d.members.filter(TypeDef).map[format] + d.members.filter(AttrDef).map[format]).filter(JavaFormat)
    val names = formats.map[javaClass].toSet
    if (names.size > 1) throw new GeneratorError(d, "types and attributes name several syntax classes: " + names)
    if (names.empty) null else javaClass(names.head)
  }

  def static JavaFile constraintsFile(Dialect dialect) {
    val defs = dialect.members.filter(ConstraintDef).filter[!Constraints.isPredefined(it)].toList
    val enums = dialect.members.filter(EnumDef).toList
    if (defs.empty && enums.empty) return null
    val cls = constraintsClass(dialect)
    val b = TypeSpec.classBuilder(cls).addModifiers(Modifier.PUBLIC, Modifier.FINAL)
      .addJavadoc("The named constraints and enums of the {@code $L} dialect.\n\n<p>Generated from $L; do not edit.\n",
        dialect.name, SourceRef.of(dialect))
      .addAnnotation(ViewGenerator.generated(SourceRef.of(dialect)))
    for (e : enums) b.addField(EnumCode.field(e))
    for (c : defs) {
      val type = if (c.kind == ConstraintKind.TYPE) Constraints.TYPE_CONSTRAINT else Constraints.ATTR_CONSTRAINT
      b.addField(FieldSpec.builder(type, constant(c.name), Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("{@code $L}: $L ($L).\n", c.name, ViewGenerator.escape(c.summary ?: c.name), SourceRef.of(c))
        .initializer(Constraints.definition(c)).build)
    }
    b.addMethod(MethodSpec.constructorBuilder.addModifiers(Modifier.PRIVATE).build)
    JavaFile.builder(cls.packageName, b.build).skipJavaLangImports(true).indent("  ").build
  }
}
