package rw.generator.rules;

import com.palantir.javapoet.ClassName;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

/** The Java names generated rule code refers to, and where a model element stands in its {@code .rw} file. */
final class Names {
  static final ClassName OPERATION = ClassName.get("rw.ir", "Operation");
  static final ClassName VALUE = ClassName.get("rw.ir", "Value");
  static final ClassName TYPE = ClassName.get("rw.ir.type", "Type");
  static final ClassName ATTRIBUTE = ClassName.get("rw.ir.attr", "Attribute");
  static final ClassName LIST = ClassName.get("java.util", "List");
  static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");
  static final ClassName NAMED_ATTR = ClassName.get("rw.ir.attr", "NamedAttribute");
  static final ClassName UNIT_ATTR = ClassName.get("rw.ir.attr", "UnitAttr");
  static final ClassName INSERTION_POINT = ClassName.get("rw.ir.build", "InsertionPoint");
  static final ClassName OP_BUILDER = ClassName.get("rw.ir.build", "OpBuilder");
  static final ClassName PATTERN_REWRITER = ClassName.get("rw.ir.rewrite", "PatternRewriter");
  static final ClassName REWRITE_PATTERN = ClassName.get("rw.ir.rewrite", "RewritePattern");
  static final ClassName PATTERN_SET = ClassName.get("rw.ir.rewrite", "PatternSet");
  static final ClassName CONVERSION_PATTERN = ClassName.get("rw.ir.rewrite.convert", "ConversionPattern");
  static final ClassName CONVERSION_REWRITER = ClassName.get("rw.ir.rewrite.convert", "ConversionPatternRewriter");
  static final ClassName OP_ADAPTOR = ClassName.get("rw.ir.rewrite.convert", "OpAdaptor");
  static final ClassName TYPE_CONVERTER = ClassName.get("rw.ir.rewrite.convert", "TypeConverter");
  static final ClassName CONVERSION_TARGET = ClassName.get("rw.ir.rewrite.convert", "ConversionTarget");
  static final ClassName CONVERSION_DRIVER = ClassName.get("rw.ir.rewrite.convert", "ConversionDriver");
  static final ClassName CONVERSION_CONFIG = ClassName.get("rw.ir.rewrite.convert", "ConversionConfig");
  static final ClassName CONVERSION_BATCH = ClassName.get("rw.ir.rewrite.convert", "ConversionBatch");
  static final ClassName CONVERSION_SETUP = ClassName.get("rw.conversion.support", "ConversionSetup");
  static final ClassName PASS = ClassName.get("rw.ir.pass", "Pass");
  static final ClassName PASS_INFO = ClassName.get("rw.ir.pass", "PassInfo");
  static final ClassName PASS_OPTIONS = ClassName.get("rw.ir.pass", "PassOptions");
  static final ClassName PASS_OPTION = ClassName.get("rw.ir.pass", "PassOption");
  static final ClassName RUNNING_PASS = ClassName.get("rw.conversion.support", "RunningPass");
  static final ClassName RULE_VALUES = ClassName.get("rw.conversion.support", "RuleValues");
  static final ClassName RULE_TERMS = ClassName.get("rw.conversion.support", "RuleTerms");
  static final ClassName RULE_OPS = ClassName.get("rw.conversion.support", "RuleOps");
  static final ClassName GENERATED = ClassName.get("javax.annotation.processing", "Generated");

  private Names() {}

  /** The Java class of an action: its name, capitalized ({@code spill} is {@code Spill.run(…)}). */
  static String actionClass(rw.dsl.model.ActionDef a) {
    return Character.toUpperCase(a.getName().charAt(0)) + a.getName().substring(1);
  }

  /** The Java type of a parameter or result of kind {@code k} ({@code boxed} where it may be null or in a list). */
  static com.palantir.javapoet.TypeName javaType(rw.dsl.model.Kind k, boolean boxed) {
    if (k instanceof rw.dsl.model.ListKind l) return com.palantir.javapoet.ParameterizedTypeName.get(LIST, javaType(l.getElement(), true));
    if (k instanceof rw.dsl.model.RefKind r) {
      if (r.getRef() instanceof rw.dsl.model.OpDef) return OPERATION;
      return r.getRef() instanceof rw.dsl.model.AttrDef ? ATTRIBUTE : TYPE;
    }
    return switch (((rw.dsl.model.PrimitiveKind) k).getPrimitive()) {
      case INT -> boxed ? ClassName.get(Long.class) : com.palantir.javapoet.TypeName.LONG;
      case FLOAT -> boxed ? ClassName.get(Double.class) : com.palantir.javapoet.TypeName.DOUBLE;
      case BOOL -> boxed ? ClassName.get(Boolean.class) : com.palantir.javapoet.TypeName.BOOLEAN;
      case STRING -> ClassName.get(String.class);
      case TYPE -> TYPE;
      case ATTR, SYMBOL -> ATTRIBUTE;
      case VALUE -> VALUE;
      case OP -> OPERATION;
      case REGION -> ClassName.get("rw.ir", "Region");
      case SYMBOL_TABLE -> ClassName.get("rw.ir.symbol", "SymbolTable");
      case BLOCK -> ClassName.get("rw.ir", "Block");
    };
  }

  /** The line of {@code o} in its file (1-based), 0 when unknown. */
  static int line(EObject o) {
    ICompositeNode n = NodeModelUtils.getNode(o);
    return n == null ? 0 : n.getStartLine();
  }

  /** {@code file.rw:42}. */
  static String at(String source, EObject o) {
    return source + ":" + line(o);
  }

  /** A .rw variable name as a Java identifier: {@code %arg} becomes {@code arg}. */
  static String javaVar(String rwName) {
    String n = rwName.startsWith("%") ? rwName.substring(1) : rwName;
    return switch (n) {
      case "default", "new", "class", "final", "int", "long", "char", "switch", "case", "return", "package", "op", "null", "true", "false", "this", "var" -> n + "_";
      default -> n;
    };
  }
}
