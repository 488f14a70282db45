package rw.generator.dialect

import com.palantir.javapoet.ClassName
import com.palantir.javapoet.CodeBlock
import com.palantir.javapoet.MethodSpec
import com.palantir.javapoet.ParameterizedTypeName
import java.util.List
import javax.lang.model.element.Modifier
import rw.dsl.model.AttributeDef
import rw.dsl.model.AttributeLikeDef
import rw.dsl.model.OpDef
import rw.dsl.model.OperandDef
import rw.dsl.model.PropertyDef
import rw.dsl.model.RegionDef
import rw.dsl.model.ResultDef
import rw.dsl.model.Segment
import rw.dsl.model.SuccessorDef

import static rw.generator.dialect.Names.*

/**
 * A view's {@code create}: operands, result types, required attributes and successors as
 * parameters, empty regions, segment sizes, and MLIR's default properties filled in by
 * {@code OpSpec.completeState}.
 */
class Builders {
  static val OP_BUILDER = ClassName.get("rw.ir.build", "OpBuilder")
  static val LOCATION = ClassName.get("rw.ir.loc", "Location")
  static val STATE = ClassName.get(IR, "OperationState")
  static val OP_SPEC = ClassName.get(DEF, "OpSpec")
  static val MAP = ClassName.get("java.util", "Map")
  static val LINKED_MAP = ClassName.get("java.util", "LinkedHashMap")
  static val LIST = ClassName.get("java.util", "List")
  static val DENSE_ARRAY = ClassName.get("rw.ir.attr", "DenseArrayAttr")
  static val INTEGER_TYPE = ClassName.get("rw.ir.type", "IntegerType")

  def static MethodSpec create(OpDef op, ClassName view) {
    val m = MethodSpec.methodBuilder("create").addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(view)
      .addJavadoc("Creates a {@value #NAME} at {@code builder}'s insertion point; default-valued properties get their defaults.\n")
      .addParameter(OP_BUILDER, "builder").addParameter(LOCATION, "loc")
    m.addStatement("$T state = builder.state(NAME, loc)", STATE)
    m.addStatement("$T<String, $T> inherent = new $T<>()", MAP, ViewGenerator.attributeType, LINKED_MAP)
    val operands = Members.all(op, OperandDef)
    for (o : operands) addValue(m, lowerCamel(o.name), o.segment, ViewGenerator.valueType, "Operand")
    for (r : Members.all(op, ResultDef)) addValue(m, typeParameter(r.name, r.segment), r.segment, ViewGenerator.typeType, "Type")
    for (a : SpecCode.inherent(op).filter[required(it)]) {
      m.addParameter(ViewGenerator.attributeType, lowerCamel(a.name))
      m.addStatement("inherent.put($S, $N)", a.name, lowerCamel(a.name))
    }
    if (Members.hasTrait(op, "AttrSizedOperandSegments")) {
      m.addStatement("inherent.put($T.OPERAND_SEGMENT_SIZES, $L)", OP_SPEC, sizes(operands.map[lowerCamel(name) -> segment]))
    }
    if (Members.hasTrait(op, "AttrSizedResultSegments")) {
      val results = Members.all(op, ResultDef).map[typeParameter(name, segment) -> segment]
      m.addStatement("inherent.put($T.RESULT_SEGMENT_SIZES, $L)", OP_SPEC, sizes(results))
    }
    val regions = Members.all(op, RegionDef).filter[segment != Segment.VARIADIC].size
    if (regions > 0) m.addStatement("for (int i = 0; i < $L; i++) state.addRegion()", regions)
    for (s : Members.all(op, SuccessorDef)) {
      val variadic = s.segment == Segment.VARIADIC
      m.addParameter(if (variadic) ParameterizedTypeName.get(LIST, ViewGenerator.blockType) else ViewGenerator.blockType, lowerCamel(s.name))
      if (variadic) m.addStatement("$N.forEach(state::addSuccessor)", lowerCamel(s.name))
      else m.addStatement("state.addSuccessor($N)", lowerCamel(s.name))
    }
    m.addStatement("SPEC.completeState(state, inherent, $T.of())", LIST)
    m.addStatement("return new $T(builder.create(state))", view).build
  }

  /** The parameter holding a result group's types: {@code resultType}, or {@code outputsTypes} for a variadic group. */
  def private static String typeParameter(String name, Segment segment) {
    lowerCamel(name) + if (segment == Segment.VARIADIC) "Types" else "Type"
  }

  def private static boolean required(AttributeLikeDef a) {
    if (a instanceof PropertyDef) return !a.optional && a.^default === null
    val d = a as AttributeDef
    !d.optional && d.^default === null
  }

  def private static void addValue(MethodSpec.Builder m, String name, Segment segment, ClassName type, String what) {
    val adder = "add" + what
    if (segment == Segment.VARIADIC) {
      m.addParameter(ParameterizedTypeName.get(LIST, type), name)
      m.addStatement("state.$Ns($N)", adder, name)
    } else if (segment == Segment.OPTIONAL) {
      m.addParameter(type, name)
      m.addStatement("if ($N != null) state.$N($N)", name, adder, name)
    } else {
      m.addParameter(type, name)
      m.addStatement("state.$N($N)", adder, name)
    }
  }

  def private static CodeBlock sizes(List<Pair<String, Segment>> groups) {
    val parts = groups.map[
      switch (value) {
        case VARIADIC: CodeBlock.of("(long) $N.size()", key)
        case OPTIONAL: CodeBlock.of("$N == null ? 0L : 1L", key)
        default: CodeBlock.of("1L")
      }
    ]
    CodeBlock.of("new $T($T.I32, $T.of($L))", DENSE_ARRAY, INTEGER_TYPE, LIST, CodeBlock.join(parts, ", "))
  }
}
