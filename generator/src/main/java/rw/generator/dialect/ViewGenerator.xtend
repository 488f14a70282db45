package rw.generator.dialect

import com.palantir.javapoet.AnnotationSpec
import com.palantir.javapoet.ClassName
import com.palantir.javapoet.CodeBlock
import com.palantir.javapoet.FieldSpec
import com.palantir.javapoet.JavaFile
import com.palantir.javapoet.MethodSpec
import com.palantir.javapoet.ParameterizedTypeName
import com.palantir.javapoet.TypeName
import com.palantir.javapoet.TypeSpec
import java.util.List
import javax.lang.model.element.Modifier
import rw.dsl.model.AttributeLikeDef
import rw.dsl.model.OpDef
import rw.dsl.model.OperandDef
import rw.dsl.model.RegionDef
import rw.dsl.model.ResultDef
import rw.dsl.model.Segment
import rw.dsl.model.SuccessorDef
import rw.generator.SourceRef

import static rw.generator.dialect.Names.*

/**
 * The typed view of one op: {@code record AddiOp(Operation op) implements OpView} with the op's
 * name and spec, named accessors, {@code match}, and {@code create}, which fills in MLIR's
 * default properties through the spec.
 */
class ViewGenerator {
  public static val GENERATED = ClassName.get("javax.annotation.processing", "Generated")
  public static val GENERATOR_NAME = "rw.generator.RwGenerator"
  static val OPERATION = ClassName.get(IR, "Operation")
  static val VALUE = ClassName.get(IR, "Value")
  static val OP_RESULT = ClassName.get(IR, "OpResult")
  static val REGION = ClassName.get(IR, "Region")
  static val BLOCK = ClassName.get(IR, "Block")
  static val OP_VIEW = ClassName.get(DEF, "OpView")
  static val OP_SPEC = ClassName.get(DEF, "OpSpec")
  static val SEGMENTS = ClassName.get(DEF, "SegmentAccess")
  static val ATTRIBUTE = ClassName.get("rw.ir.attr", "Attribute")
  static val TYPE = ClassName.get("rw.ir.type", "Type")
  static val OPTIONAL = ClassName.get("java.util", "Optional")
  static val LIST = ClassName.get("java.util", "List")

  def static JavaFile generate(OpDef op) {
    val view = viewClass(op)
    val type = TypeSpec.recordBuilder(view)
      .addModifiers(Modifier.PUBLIC)
      .recordConstructor(MethodSpec.constructorBuilder.addParameter(OPERATION, "op").build)
      .addSuperinterface(OP_VIEW)
      .addJavadoc(javadoc(op))
      .addAnnotation(generated(SourceRef.of(op)))
      .addField(FieldSpec.builder(String, "NAME", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The op's name.\n").initializer("$S", fullName(op)).build)
      .addField(FieldSpec.builder(OP_SPEC, "SPEC", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The op's definition, registered by {@link $T}.\n", dialectClass(dialectOf(op)))
        .initializer("spec()").build)
      .addMethod(match(view))
      .addMethods(accessors(op))
      .addMethod(Builders.create(op, view))
      .addMethod(MethodSpec.methodBuilder("spec").addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(OP_SPEC)
        .addCode(SpecCode.spec(op, view)).build)
      .build
    JavaFile.builder(view.packageName, type).skipJavaLangImports(true).indent("  ").build
  }

  def static AnnotationSpec generated(String source) {
    AnnotationSpec.builder(GENERATED).addMember("value", "$S", GENERATOR_NAME)
      .addMember("comments", "$S", "from " + source).build
  }

  def private static CodeBlock javadoc(OpDef op) {
    val b = CodeBlock.builder.add("{@code $L}", fullName(op))
    val summary = Members.summary(op)
    if (summary !== null) b.add(": $L", escape(summary))
    b.add(".\n")
    val description = Members.description(op)
    if (description !== null) b.add("\n<p>$L\n", escape(description))
    b.add("\n<p>Generated from $L; do not edit.\n", SourceRef.of(op))
    b.build
  }

  def static String escape(String text) {
    text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("*/", "*&#47;").replace("@", "{@literal @}")
  }

  def private static MethodSpec match(ClassName view) {
    MethodSpec.methodBuilder("match").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
      .addJavadoc("This view of {@code op} when it is a {@value #NAME}, else empty.\n")
      .returns(ParameterizedTypeName.get(OPTIONAL, view)).addParameter(OPERATION, "op")
      .addStatement("return $T.isA(op, NAME) ? $T.of(new $T(op)) : $T.empty()", OP_VIEW, OPTIONAL, view, OPTIONAL)
      .build
  }

  def private static List<MethodSpec> accessors(OpDef op) {
    val out = newArrayList
    val operands = Members.all(op, OperandDef)
    operands.forEach[o, i|out.add(value(o.name, o.segment, i, "operand", VALUE))]
    val results = Members.all(op, ResultDef)
    results.forEach[r, i|out.add(value(r.name, r.segment, i, "result", OP_RESULT))]
    for (a : Members.all(op, AttributeLikeDef)) {
      out.add(MethodSpec.methodBuilder(lowerCamel(a.name)).addModifiers(Modifier.PUBLIC).returns(ATTRIBUTE)
        .addJavadoc("Attribute {@code $L}, or {@code null} when absent.\n", a.name)
        .addStatement(if (SpecCode.inherent(op).contains(a)) "return op.inherentAttr($S)" else "return op.attr($S)", a.name).build)
    }
    Members.all(op, RegionDef).forEach[r, i|out.add(indexed(r.name, r.segment, i, "region", REGION))]
    Members.all(op, SuccessorDef).forEach[s, i|out.add(indexed(s.name, s.segment, i, "successor", BLOCK))]
    out
  }

  def private static MethodSpec value(String name, Segment segment, int group, String kind, ClassName type) {
    val m = MethodSpec.methodBuilder(lowerCamel(name)).addModifiers(Modifier.PUBLIC)
    if (segment == Segment.VARIADIC) {
      return m.returns(ParameterizedTypeName.get(LIST, type)).addJavadoc("The $L group {@code $L}.\n", kind, name)
        .addStatement("return $T.$Ns(op, SPEC, $L)", SEGMENTS, kind, group).build
    }
    val doc = if (segment == Segment.OPTIONAL) "The $L {@code $L}, or {@code null} when absent.\n" else "The $L {@code $L}.\n"
    m.returns(type).addJavadoc(doc, kind, name).addStatement("return $T.$N(op, SPEC, $L)", SEGMENTS, kind, group).build
  }

  def private static MethodSpec indexed(String name, Segment segment, int index, String kind, ClassName type) {
    val m = MethodSpec.methodBuilder(lowerCamel(name)).addModifiers(Modifier.PUBLIC)
    if (segment == Segment.VARIADIC) {
      return m.returns(ParameterizedTypeName.get(LIST, type)).addJavadoc("The $Ls from {@code $L} on.\n", kind, name)
        .addStatement("return op.$Ns().subList($L, op.num$Ls())", kind, index, Names.camel(kind)).build
    }
    m.returns(type).addJavadoc("The $L {@code $L}.\n", kind, name).addStatement("return op.$N($L)", kind, index).build
  }

  def static TypeName listOf(ClassName c) {
    ParameterizedTypeName.get(LIST, c)
  }

  def static ClassName valueType() { VALUE }
  def static ClassName typeType() { TYPE }
  def static ClassName attributeType() { ATTRIBUTE }
  def static ClassName blockType() { BLOCK }
}
