package rw.generator.dialect

import com.palantir.javapoet.ClassName
import com.palantir.javapoet.CodeBlock
import rw.dsl.model.AlternativesPattern
import rw.dsl.model.AttrDef
import rw.dsl.model.BinderPattern
import rw.dsl.model.Call
import rw.dsl.model.ConstraintDef
import rw.dsl.model.ConstraintKind
import rw.dsl.model.EnumDef
import rw.dsl.model.ExternBlock
import rw.dsl.model.ExternConstraint
import rw.dsl.model.TermPattern
import rw.dsl.model.TermRefPattern
import rw.dsl.model.WildcardPattern
import rw.generator.SourceRef

import static rw.generator.dialect.Names.*

/**
 * Turns the constraint of an operand, result or attribute into the Java expression of its
 * {@code TypeConstraint} or {@code AttrConstraint}. The builtin dialect's constraints with ODS
 * names are the constants of {@code rw.ir.def.TypeConstraints} / {@code AttrConstraints}; other
 * named constraints are constants of their dialect's constraints class; enums become
 * {@code AttrConstraint.intEnum}.
 */
class Constraints {
  public static val TYPE_CONSTRAINTS = ClassName.get(DEF, "TypeConstraints")
  public static val TYPE_CONSTRAINT = ClassName.get(DEF, "TypeConstraint")
  public static val ATTR_CONSTRAINTS = ClassName.get(DEF, "AttrConstraints")
  public static val ATTR_CONSTRAINT = ClassName.get(DEF, "AttrConstraint")

  /** Builtin type constraints of ODS and their constants in TypeConstraints. */
  static val BUILTIN_TYPES = #{
    "AnyType" -> "ANY", "NoneType" -> "NONE", "Index" -> "INDEX", "AnyInteger" -> "ANY_INTEGER",
    "AnySignlessInteger" -> "ANY_SIGNLESS_INTEGER", "AnySignlessIntegerOrIndex" -> "ANY_SIGNLESS_INTEGER_OR_INDEX",
    "I1" -> "I1", "I8" -> "I8", "I16" -> "I16", "I32" -> "I32", "I64" -> "I64", "AnyFloat" -> "ANY_FLOAT",
    "F16" -> "F16", "F32" -> "F32", "F64" -> "F64", "BoolLike" -> "BOOL_LIKE",
    "SignlessIntegerLike" -> "SIGNLESS_INTEGER_LIKE", "SignlessIntegerOrIndexLike" -> "SIGNLESS_INTEGER_OR_INDEX_LIKE",
    "SignlessFixedWidthIntegerLike" -> "SIGNLESS_FIXED_WIDTH_INTEGER_LIKE", "FloatLike" -> "FLOAT_LIKE",
    "AnyMemRef" -> "ANY_MEMREF", "AnyRankedOrUnrankedMemRef" -> "ANY_RANKED_OR_UNRANKED_MEMREF",
    "AnyVector" -> "ANY_VECTOR", "AnyTensor" -> "ANY_TENSOR"
  }

  /** Builtin attribute constraints of ODS and their constants in AttrConstraints. */
  static val BUILTIN_ATTRS = #{
    "AnyAttr" -> "ANY", "I1Attr" -> "I1", "I32Attr" -> "I32", "I64Attr" -> "I64", "IndexAttr" -> "INDEX",
    "F32Attr" -> "F32", "F64Attr" -> "F64", "StrAttr" -> "STRING", "SymbolNameAttr" -> "SYMBOL_NAME",
    "SymbolRefAttr" -> "SYMBOL_REF", "FlatSymbolRefAttr" -> "FLAT_SYMBOL_REF", "TypeAttr" -> "TYPE",
    "UnitAttr" -> "UNIT", "ArrayAttr" -> "ARRAY", "DictionaryAttr" -> "DICTIONARY",
    "DenseI32ArrayAttr" -> "DENSE_I32_ARRAY", "DenseI64ArrayAttr" -> "DENSE_I64_ARRAY", "TypedAttr" -> "TYPED"
  }

  /** The integer type an integer attribute constraint stores, for default values. */
  static val ATTR_INT_TYPES = #{"I1Attr" -> "I1", "I32Attr" -> "I32", "I64Attr" -> "I64"}

  /** The expression of the type constraint {@code p}. */
  def static CodeBlock typeConstraint(TermPattern p) {
    val c = named(p)
    if (c === null) throw new GeneratorError(p, "expected the name of a type constraint")
    if (isBuiltin(c) && BUILTIN_TYPES.containsKey(c.name)) return CodeBlock.of("$T.$N", TYPE_CONSTRAINTS, BUILTIN_TYPES.get(c.name))
    CodeBlock.of("$T.$N", constraintsClass(dialectOf(c)), constant(c.name))
  }

  /** The expression of the attribute constraint {@code p}: a named constraint or an enum. */
  def static CodeBlock attrConstraint(TermPattern p) {
    if (p instanceof TermRefPattern && (p as TermRefPattern).ref instanceof EnumDef) {
      val e = (p as TermRefPattern).ref as EnumDef
      return CodeBlock.of("$T.intEnum($T.$N)", ATTR_CONSTRAINT, constraintsClass(dialectOf(e)), constant(e.name))
    }
    val c = named(p)
    if (c === null) throw new GeneratorError(p, "expected the name of an attribute constraint or enum")
    if (isBuiltin(c) && BUILTIN_ATTRS.containsKey(c.name)) return CodeBlock.of("$T.$N", ATTR_CONSTRAINTS, BUILTIN_ATTRS.get(c.name))
    CodeBlock.of("$T.$N", constraintsClass(dialectOf(c)), constant(c.name))
  }

  /** The integer type name ({@code I64}) of a builtin integer attribute constraint, or null. */
  def static String integerType(TermPattern p) {
    val c = named(p)
    if (c === null || !isBuiltin(c)) return null
    ATTR_INT_TYPES.get(c.name)
  }

  /** Whether {@code c} is one of the builtin constants (no field is generated for it). */
  def static boolean isPredefined(ConstraintDef c) {
    isBuiltin(c) && (if (c.kind == ConstraintKind.TYPE) BUILTIN_TYPES else BUILTIN_ATTRS).containsKey(c.name)
  }

  def static ConstraintDef named(TermPattern p) {
    if (p instanceof TermRefPattern && (p as TermRefPattern).ref instanceof ConstraintDef) {
      return (p as TermRefPattern).ref as ConstraintDef
    }
    null
  }

  def static boolean isBuiltin(ConstraintDef c) {
    dialectOf(c)?.name == "builtin"
  }

  /**
   * The initializer of a constraint's constant: a reference to another constraint (re-described),
   * alternatives ({@code anyOf}), an extern predicate ({@code where isPointer(t)}), or a dialect
   * attribute ({@code #overflow<_>}) with its extern predicate, written stripped by formats.
   */
  def static CodeBlock definition(ConstraintDef c) {
    val summary = c.summary ?: c.name
    val isType = c.kind == ConstraintKind.TYPE
    val owner = if (isType) TYPE_CONSTRAINT else ATTR_CONSTRAINT
    if (c.condition instanceof Call) {
      val call = c.condition as Call
      if (!(call.callee instanceof ExternConstraint)) throw new GeneratorError(c, "the condition must call an extern constraint")
      val extern = call.callee as ExternConstraint
      val javaClass = javaClass((extern.eContainer as ExternBlock).javaClass)
      val base = CodeBlock.of("$T.of($S, $T::$N)", owner, summary, javaClass, extern.name)
      return stripped(c.pattern, base)
    }
    if (c.condition !== null) throw new GeneratorError(c, "only an extern constraint call is supported as a condition")
    val p = c.pattern
    if (p instanceof AlternativesPattern) {
      val parts = CodeBlock.join(p.alternatives.map[if (isType) typeConstraint(it) else attrConstraint(it)], ", ")
      if (isType) return CodeBlock.of("$T.anyOf($S, $L)", owner, summary, parts)
      return CodeBlock.of("$T.anyOf($S, $T.of($L))", owner, summary, ClassName.get("java.util", "List"), parts)
    }
    if (named(p) !== null) {
      val base = if (isType) typeConstraint(p) else attrConstraint(p)
      return CodeBlock.of("$L.describedAs($S)", base, summary)
    }
    throw new GeneratorError(c, "cannot express this constraint in Java; name an extern constraint with `where`")
  }

  /** Dialect attributes ({@code #overflow<_>}) are written without their prefix by formats. */
  def private static CodeBlock stripped(TermPattern p, CodeBlock base) {
    val inner = if (p instanceof BinderPattern) p.constraint else p
    if (!(inner instanceof TermRefPattern)) return base
    val ref = (inner as TermRefPattern).ref
    if (!(ref instanceof AttrDef)) return base
    CodeBlock.of("$L.strippedAs($S, $S)", base, dialectOf(ref).name, (ref as AttrDef).name)
  }

  def static boolean isWildcard(TermPattern p) {
    p instanceof WildcardPattern
  }

  def static String where(ConstraintDef c) {
    SourceRef.of(c)
  }
}
