package rw.generator.dialect

import com.palantir.javapoet.ClassName
import com.palantir.javapoet.CodeBlock
import com.palantir.javapoet.FieldSpec
import javax.lang.model.element.Modifier
import rw.dsl.model.EnumDef
import rw.dsl.model.ModelPackage
import rw.generator.SourceRef

import static rw.generator.dialect.Names.*

/** An enum of a .rw dialect as {@code EnumCases}: an integer attribute of type i64 holding the case's value. */
class EnumCode {
  def static FieldSpec field(EnumDef e) {
    val cases = ClassName.get(DEF, "EnumCases")
    val list = ClassName.get("java.util", "List")
    val keywords = CodeBlock.join(e.cases.map[CodeBlock.of("$S", Names.unescape(name))], ", ")
    var next = 0L
    val values = newArrayList
    for (c : e.cases) {
      val v = if (c.eIsSet(ModelPackage.eINSTANCE.enumCase_Value)) c.value else next
      values.add(CodeBlock.of("$LL", v))
      next = v + 1
    }
    FieldSpec.builder(cases, constant(e.name), Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
      .addJavadoc("Enum {@code $L} ($L).\n", e.name, SourceRef.of(e))
      .initializer("$T.of($S, $T.I64,\n$>$>$T.of($L),\n$T.of($L))$<$<", cases, e.name, ClassName.get("rw.ir.type", "IntegerType"),
        list, keywords, list, CodeBlock.join(values, ", "))
      .build
  }
}
