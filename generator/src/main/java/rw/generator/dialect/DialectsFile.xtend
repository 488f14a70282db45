package rw.generator.dialect

import com.palantir.javapoet.ClassName
import com.palantir.javapoet.JavaFile
import com.palantir.javapoet.MethodSpec
import com.palantir.javapoet.TypeSpec
import java.util.SortedMap
import javax.lang.model.element.Modifier
import rw.dsl.model.Dialect
import rw.generator.SourceRef

import static rw.generator.dialect.Names.*

/** {@code rw.dialect.Dialects}: the one entry that registers every generated dialect, in a fixed order. */
class DialectsFile {
  public static val CLASS = ClassName.get("rw.dialect", "Dialects")

  def static JavaFile generate(SortedMap<String, Dialect> dialects) {
    val ctx = ClassName.get(IR, "Context")
    val register = MethodSpec.methodBuilder("registerAll").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
      .addJavadoc("Registers the ops of every dialect, and their type/attribute syntax, in {@code ctx}: $L.\n",
        String.join(", ", dialects.keySet))
      .addParameter(ctx, "ctx")
    for (d : dialects.values) register.addStatement("$T.SPEC.register(ctx)", dialectClass(d))
    val type = TypeSpec.classBuilder(CLASS).addModifiers(Modifier.PUBLIC, Modifier.FINAL)
      .addJavadoc("The dialects generated from the .rw sources of the build, registered in name order.\n")
      .addAnnotation(ViewGenerator.generated(String.join(", ", dialects.values.map[SourceRef.of(it)])))
      .addMethod(MethodSpec.constructorBuilder.addModifiers(Modifier.PRIVATE).build)
      .addMethod(register.build)
      .build
    JavaFile.builder(CLASS.packageName, type).skipJavaLangImports(true).indent("  ").build
  }
}
