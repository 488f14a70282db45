package rw.generator.dialect

import com.palantir.javapoet.ClassName
import com.palantir.javapoet.CodeBlock
import java.util.List
import rw.dsl.model.AttributeDef
import rw.dsl.model.AttributeLikeDef
import rw.dsl.model.BoolLiteral
import rw.dsl.model.Call
import rw.dsl.model.DeclarativeFormat
import rw.dsl.model.EnumCase
import rw.dsl.model.EnumDef
import rw.dsl.model.Expr
import rw.dsl.model.ExternBlock
import rw.dsl.model.ExternFunction
import rw.dsl.model.IntLiteral
import rw.dsl.model.JavaFormat
import rw.dsl.model.NameRef
import rw.dsl.model.NegIntLiteral
import rw.dsl.model.OpDef
import rw.dsl.model.OpTraitArg
import rw.dsl.model.OperandDef
import rw.dsl.model.PropertyDef
import rw.dsl.model.RegionDef
import rw.dsl.model.ResultDef
import rw.dsl.model.Segment
import rw.dsl.model.SizedRegion
import rw.dsl.model.StringLiteral
import rw.dsl.model.StringTraitArg
import rw.dsl.model.SuccessorDef
import rw.dsl.model.TraitUse
import rw.dsl.model.UnitLiteral
import rw.generator.SourceRef

import static rw.generator.dialect.Names.*

/** The body of a view's {@code spec()}: the OpSpec builder chain of one op definition. */
class SpecCode {
  static val OP_SPEC = ClassName.get(DEF, "OpSpec")
  static val VALUE_SPEC = ClassName.get(DEF, "ValueSpec")
  static val ATTR_SPEC = ClassName.get(DEF, "AttrSpec")
  static val REGION_SPEC = ClassName.get(DEF, "RegionSpec")
  static val SUCCESSOR_SPEC = ClassName.get(DEF, "SuccessorSpec")
  static val TYPE_RELATION = ClassName.get(DEF, "TypeRelation")
  static val TRAIT = ClassName.get(IR, "Trait")
  static val LIST = ClassName.get("java.util", "List")

  /** .rw traits that are rw.ir.Trait values. */
  static val TRAITS = #{
    "Pure" -> "PURE", "Commutative" -> "COMMUTATIVE", "Terminator" -> "IS_TERMINATOR", "ReturnLike" -> "RETURN_LIKE",
    "IsolatedFromAbove" -> "ISOLATED_FROM_ABOVE", "Symbol" -> "SYMBOL", "SymbolTable" -> "SYMBOL_TABLE",
    "NoTerminator" -> "NO_TERMINATOR", "SingleBlock" -> "SINGLE_BLOCK", "NoRegionArguments" -> "NO_REGION_ARGUMENTS",
    "ConstantLike" -> "CONSTANT_LIKE", "GraphRegion" -> "GRAPH_REGION"
  }

  def static CodeBlock spec(OpDef op, ClassName view) {
    val b = CodeBlock.builder
    b.add("return $T.builder(NAME)", OP_SPEC).indent
    val summary = Members.summary(op)
    if (summary !== null) b.add("\n.summary($S)", summary)
    val description = Members.description(op)
    if (description !== null) b.add("\n.description($S)", description)
    traits(b, Members.traits(op))
    val operands = Members.all(op, OperandDef)
    if (!operands.empty) b.add("\n.operands($L)", list(operands.map[value(name, segment, constraint)]))
    val results = Members.all(op, ResultDef)
    if (!results.empty) b.add("\n.results($L)", list(results.map[value(name, segment, constraint)]))
    val attrs = inherent(op)
    if (!attrs.empty) b.add("\n.attributes($L)", list(attrs.map[attribute(it)]))
    if (!attrs.empty && attrs.forall[it instanceof AttributeDef]) b.add("\n.inherentAttributesAsAttributes()")
    val regions = Members.all(op, RegionDef)
    if (!regions.empty) b.add("\n.regions($L)", CodeBlock.join(regions.map[region(it)], ", "))
    val successors = Members.all(op, SuccessorDef)
    if (!successors.empty) b.add("\n.successors($L)", CodeBlock.join(successors.map[successor(it)], ", "))
    format(b, op)
    if (Members.chain(op).exists[verifier !== null]) throw new GeneratorError(op, "`verifier java` is not supported yet")
    b.add("\n.build();\n").unindent
    b.build
  }

  /**
   * The attributes the spec declares: the properties, or, for an op without properties, its
   * attributes (kept in the attribute dictionary). Beside properties, {@code attributes} only
   * name entries of the dictionary (gpu.func's sym_name) and get accessors.
   */
  def static List<AttributeLikeDef> inherent(OpDef op) {
    val all = Members.all(op, AttributeLikeDef)
    if (all.exists[it instanceof PropertyDef]) all.filter[it instanceof PropertyDef].toList else all
  }

  /** One item: inline; several: one per line. */
  def private static CodeBlock list(List<CodeBlock> items) {
    if (items.size == 1) return items.head
    CodeBlock.of("$>$>\n$L$<$<", CodeBlock.join(items, ",\n"))
  }

  def private static void traits(CodeBlock.Builder b, List<TraitUse> uses) {
    val plain = uses.filter[TRAITS.containsKey(trait.name)].map[CodeBlock.of("$T.$N", TRAIT, TRAITS.get(trait.name))].toList
    if (!plain.empty) b.add("\n.traits($L)", CodeBlock.join(plain, ", "))
    val relations = newArrayList
    relations.addAll(uses.filter[trait.name != "AllTypesMatch"].map[relation(it)].filterNull)
    for (group : allTypesMatch(uses)) {
      relations.add(CodeBlock.of("new $T.AllTypesMatch($T.of($L))", TYPE_RELATION, LIST,
        CodeBlock.join(group.map[CodeBlock.of("$S", it)], ", ")))
    }
    if (!relations.empty) b.add("\n.relations($L)", CodeBlock.join(relations, ", "))
    for (use : uses) builderTrait(b, use)
  }

  /**
   * The names of the AllTypesMatch traits, groups that share a name merged into one
   * ({@code AllTypesMatch<"lhs", "rhs">, AllTypesMatch<"rhs", "res">} is MLIR's
   * {@code AllTypesMatch<["lhs", "rhs", "res"]>}), in order of first mention.
   */
  def private static List<List<String>> allTypesMatch(List<TraitUse> uses) {
    val groups = <List<String>>newArrayList
    for (use : uses.filter[trait.name == "AllTypesMatch"]) {
      val names = use.args.filter(StringTraitArg).map[value].toList
      val joined = groups.filter[g|g.exists[names.contains(it)]].toList
      val merged = <String>newArrayList
      for (g : joined) merged.addAll(g)
      for (n : names) if (!merged.contains(n)) merged.add(n)
      groups.removeAll(joined)
      groups.add(merged)
    }
    groups
  }

  /** Traits that relate types: MLIR's SameOperandsAndResultType, AllTypesMatch, TypesMatchWith. */
  def private static CodeBlock relation(TraitUse use) {
    switch (use.trait.name) {
      case "SameOperandsAndResultType": CodeBlock.of("new $T.SameOperandsAndResultType()", TYPE_RELATION)
      case "SameTypeOperands": CodeBlock.of("new $T.SameTypeOperands()", TYPE_RELATION)
      case "SameOperandsAndResultShape": CodeBlock.of("new $T.SameOperandsAndResultShape()", TYPE_RELATION)
      case "AllTypesMatch": {
        val names = use.args.filter(StringTraitArg).map[CodeBlock.of("$S", value)].toList
        CodeBlock.of("new $T.AllTypesMatch($T.of($L))", TYPE_RELATION, LIST, CodeBlock.join(names, ", "))
      }
      case "TypesMatchWith": {
        val fn = string(use, 3)
        val dot = fn.lastIndexOf('.')
        CodeBlock.of("new $T.TypesMatchWith($S, $S, $S, $T::$N)", TYPE_RELATION, string(use, 0), string(use, 1),
          string(use, 2), javaClass(fn.substring(0, dot)), fn.substring(dot + 1))
      }
      default: null
    }
  }

  /** Traits that are builder calls of their own. */
  def private static void builderTrait(CodeBlock.Builder b, TraitUse use) {
    switch (use.trait.name) {
      case "AttrSizedOperandSegments": b.add("\n.attrSizedOperandSegments()")
      case "AttrSizedResultSegments": b.add("\n.attrSizedResultSegments()")
      case "SingleBlockImplicitTerminator": {
        val arg = use.args.head
        if (!(arg instanceof OpTraitArg)) throw new GeneratorError(use, "expected the terminator op")
        b.add("\n.implicitTerminator($S)", fullName((arg as OpTraitArg).op))
      }
      case "DefaultDialect": b.add("\n.defaultDialect($S)", string(use, 0))
      case "HasParent": {
        val parents = use.args.filter(OpTraitArg).map[CodeBlock.of("$S", fullName(op))].toList
        b.add("\n.verifier($T.of($L))", ClassName.get("rw.dialect", "HasParent"), CodeBlock.join(parents, ", "))
      }
      case "ResultName": b.add("\n.resultNames((op, setName) -> setName.accept(op.result(0), $S))", string(use, 0))
      case "ResultNames": b.add("\n.resultNames($T.find($T.resultNames(), NAME))",
        ClassName.get("rw.dialect.syntax", "ResultNamesEntry"), javaClass(string(use, 0)))
      case "SymbolUser": {
        val fn = string(use, 0)
        val dot = fn.lastIndexOf('.')
        b.add("\n.implement($T.class, $T::$N)", ClassName.get("rw.ir.symbol", "SymbolUser"),
          javaClass(fn.substring(0, dot)), fn.substring(dot + 1))
      }
      case "InferResultTypes": {
        val fn = string(use, 0)
        val dot = fn.lastIndexOf('.')
        b.add("\n.inferResultTypes($T::$N)", javaClass(fn.substring(0, dot)), fn.substring(dot + 1))
      }
    }
  }

  def private static String string(TraitUse use, int i) {
    val arg = if (i < use.args.size) use.args.get(i)
    if (!(arg instanceof StringTraitArg)) throw new GeneratorError(use, "argument " + (i + 1) + " must be a string")
    (arg as StringTraitArg).value
  }

  def private static CodeBlock value(String name, Segment segment, rw.dsl.model.TermPattern constraint) {
    val kind = switch (segment) { case VARIADIC: "variadic" case OPTIONAL: "optional" default: "single" }
    CodeBlock.of("$T.$N($S, $L)", VALUE_SPEC, kind, name, Constraints.typeConstraint(constraint))
  }

  def private static CodeBlock attribute(AttributeLikeDef a) {
    val optional = if (a instanceof PropertyDef) a.optional else (a as AttributeDef).optional
    val constraint = if (a instanceof PropertyDef) a.constraint else (a as AttributeDef).constraint
    val ^default = if (a instanceof PropertyDef) a.^default else (a as AttributeDef).^default
    val c = Constraints.attrConstraint(constraint)
    if (^default !== null) return CodeBlock.of("$T.defaultValued($S, $L, $L)", ATTR_SPEC, a.name, c, defaultValue(^default, constraint))
    if (!optional) return CodeBlock.of("$T.required($S, $L)", ATTR_SPEC, a.name, c)
    if (Constraints.named(constraint)?.name == "UnitAttr") return CodeBlock.of("$T.unit($S)", ATTR_SPEC, a.name)
    CodeBlock.of("$T.optional($S, $L)", ATTR_SPEC, a.name, c)
  }

  /** A default value: an integer or bool (typed by the constraint), a string, an enum case, unit or an extern function. */
  def private static CodeBlock defaultValue(Expr e, rw.dsl.model.TermPattern constraint) {
    val attr = ClassName.get("rw.ir.attr", "IntegerAttr")
    val intType = ClassName.get("rw.ir.type", "IntegerType")
    switch (e) {
      IntLiteral: CodeBlock.of("$T.of($LL, $T.$N)", attr, e.value, intType, Constraints.integerType(constraint) ?: "I64")
      NegIntLiteral: CodeBlock.of("$T.of(-$LL, $T.$N)", attr, e.value, intType, Constraints.integerType(constraint) ?: "I64")
      BoolLiteral: CodeBlock.of("$T.of($L, $T.I1)", attr, if (e.value) 1 else 0, intType)
      StringLiteral: CodeBlock.of("$T.of($S)", ClassName.get("rw.ir.attr", "StringAttr"), e.value)
      UnitLiteral: CodeBlock.of("$T.INSTANCE", ClassName.get("rw.ir.attr", "UnitAttr"))
      NameRef case e.ref instanceof EnumCase: {
        val en = e.ref.eContainer as EnumDef
        CodeBlock.of("$T.$N.attr($S)", constraintsClass(dialectOf(en)), constant(en.name), unescape((e.ref as EnumCase).name))
      }
      Call case e.callee instanceof ExternFunction: {
        val fn = e.callee as ExternFunction
        CodeBlock.of("$T.$N()", javaClass((fn.eContainer as ExternBlock).javaClass), fn.name)
      }
      default: throw new GeneratorError(e, "unsupported default value " + SourceRef.text(e))
    }
  }

  def private static CodeBlock region(RegionDef r) {
    if (r.segment == Segment.VARIADIC) return CodeBlock.of("$T.variadic($S)", REGION_SPEC, r.name)
    val kind = r.kind
    if (kind instanceof SizedRegion) return CodeBlock.of("$T.sized($S, $L)", REGION_SPEC, r.name, kind.blocks)
    CodeBlock.of("$T.any($S)", REGION_SPEC, r.name)
  }

  def private static CodeBlock successor(SuccessorDef s) {
    CodeBlock.of("$T.$N($S)", SUCCESSOR_SPEC, if (s.segment == Segment.VARIADIC) "variadic" else "single", s.name)
  }

  /** A declarative format as written between the braces, or the hand-written syntax named by {@code format java}. */
  def private static void format(CodeBlock.Builder b, OpDef op) {
    val f = Members.format(op)
    if (f instanceof DeclarativeFormat) {
      b.add("\n.assemblyFormat($S)", Members.formatText(f))
    } else if (f instanceof JavaFormat) {
      b.add("\n.customSyntax($L)", javaSyntax(f.javaClass))
    }
  }

  /** {@code pkg.Cls} is {@code new Cls()}; {@code pkg.Cls.factory()} is a call of that static factory. */
  def static CodeBlock javaSyntax(String text) {
    if (!text.endsWith("()")) return CodeBlock.of("new $T()", javaClass(text))
    val call = text.substring(0, text.length - 2)
    val dot = call.lastIndexOf('.')
    CodeBlock.of("$T.$N()", javaClass(call.substring(0, dot)), call.substring(dot + 1))
  }
}
