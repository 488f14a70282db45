package rw.generator.dialect

import com.palantir.javapoet.ClassName
import org.eclipse.emf.ecore.EObject
import org.eclipse.xtext.EcoreUtil2
import rw.dsl.model.Dialect
import rw.dsl.model.OpDef
import rw.dsl.model.RwFile

/** The Java names the dialect generator gives to what a .rw dialect declares. */
class Names {
  public static val IR = "rw.ir"
  public static val DEF = "rw.ir.def"

  /** The package of a dialect's hand-written code: the file's {@code package}, else {@code rw.dialect.<name>}. */
  def static String basePackage(Dialect d) {
    val file = EcoreUtil2.getContainerOfType(d, RwFile)
    if (file !== null && file.javaPackage !== null) return file.javaPackage
    return "rw.dialect." + d.name
  }

  /** The package of the generated views and specs of a dialect. */
  def static String opsPackage(Dialect d) {
    basePackage(d) + ".ops"
  }

  def static Dialect dialectOf(EObject e) {
    EcoreUtil2.getContainerOfType(e, Dialect)
  }

  /** The full op name: {@code arith.addi}. */
  def static String fullName(OpDef op) {
    dialectOf(op).name + "." + op.name
  }

  /** {@code mlir.addressof} gives {@code MlirAddressofOp}, {@code cond_br} gives {@code CondBrOp}. */
  def static ClassName viewClass(OpDef op) {
    ClassName.get(opsPackage(dialectOf(op)), camel(op.name) + "Op")
  }

  /** The dialect's class listing its op specs: {@code ArithOps}. */
  def static ClassName dialectClass(Dialect d) {
    ClassName.get(opsPackage(d), camel(d.name) + "Ops")
  }

  /** The dialect's class of constraints and enums: {@code ArithConstraints}. */
  def static ClassName constraintsClass(Dialect d) {
    ClassName.get(opsPackage(d), camel(d.name) + "Constraints")
  }

  /** Upper camel case of a name made of words separated by {@code .} and {@code _}. */
  def static String camel(String name) {
    val sb = new StringBuilder
    for (part : name.split("[._]")) {
      if (!part.empty) sb.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1))
    }
    sb.toString
  }

  /** Lower camel case, for method names: {@code true_value} gives {@code trueValue}. */
  def static String lowerCamel(String name) {
    val c = camel(name)
    val s = Character.toLowerCase(c.charAt(0)) + c.substring(1)
    if (JAVA_KEYWORDS.contains(s)) s + "_" else s
  }

  /** A name without the {@code ^} that escapes a keyword of the .rw language ({@code ^true}). */
  def static String unescape(String name) {
    if (name !== null && name.startsWith("^")) name.substring(1) else name
  }

  /** {@code SignlessIntegerLike} gives {@code SIGNLESS_INTEGER_LIKE}. */
  def static String constant(String name) {
    name.replaceAll("([a-z0-9])([A-Z])", "$1_$2").replace('.', '_').toUpperCase
  }

  /** {@code rw.dialect.llvm.syntax.CallSyntax} split into a ClassName. */
  def static ClassName javaClass(String qualified) {
    val dot = qualified.lastIndexOf('.')
    ClassName.get(qualified.substring(0, dot), qualified.substring(dot + 1))
  }

  static val JAVA_KEYWORDS = #{"abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class",
    "const", "continue", "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for",
    "goto", "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package",
    "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized",
    "this", "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null", "record",
    "var", "yield", "sealed", "permits", "op", "location", "match", "create", "spec", "builder", "loc", "state",
    "inherent"}
}
