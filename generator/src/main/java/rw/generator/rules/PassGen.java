package rw.generator.rules;

import static rw.generator.rules.Names.*;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import java.util.List;
import javax.lang.model.element.Modifier;
import org.eclipse.emf.ecore.EObject;
import rw.dsl.model.*;
import rw.dsl.semantics.OpMembers;

/** Conversion targets and passes: a pass runs its {@code before} block, its driver, then its {@code after} block. */
final class PassGen {
  private PassGen() {}

  static TypeSpec target(String name, List<LegalityRule> rules, String source, EObject at) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("create").addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(CONVERSION_TARGET);
    m.addStatement("$T target = new $T()", CONVERSION_TARGET, CONVERSION_TARGET);
    for (LegalityRule r : rules) {
      String verb = r.getLegality() == Legality.ILLEGAL ? "Illegal" : "Legal";
      m.addCode("// rule $L\n", Names.at(source, r));
      if (!r.getDialects().isEmpty()) {
        for (Dialect d : r.getDialects()) m.addStatement("target.add$LDialect($S)", verb, d.getName());
      } else {
        for (OpDef op : r.getOps()) m.addStatement("target.add$LOp($S)", verb, OpMembers.fullName(op));
      }
    }
    m.addStatement("return target");
    return TypeSpec.classBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.FINAL).addAnnotation(PatternGen.generated(source, at))
        .addJavadoc("Conversion target at $L.\n", Names.at(source, at))
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build()).addMethod(m.build()).build();
  }

  static TypeSpec pass(Pass p, String source) {
    ClassName self = ClassName.get(RuleGenerator.javaPackage(p), p.getName());
    String anchor = p.getAnchor() == null ? "any" : OpMembers.fullName(p.getAnchor());
    String summary = p.getSummary() == null ? "" : p.getSummary();
    FieldSpec info = FieldSpec.builder(PASS_INFO, "INFO", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .initializer(p.getOptions().isEmpty() ? CodeBlock.of("$T.of($S, $S, $S, $S, $T::new)", PASS_INFO, p.getCli(), p.getName(), summary, anchor, self)
            : CodeBlock.of("new $T($S, $S, $S, $S, $L, $T::new)", PASS_INFO, p.getCli(), p.getName(), summary, anchor, options(p), self))
        .build();
    MethodSpec ctor = MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).addParameter(PASS_INFO, "info")
        .addParameter(PASS_OPTIONS, "options").addStatement("super(info, options)").build();
    MethodSpec.Builder run = MethodSpec.methodBuilder("runOnOperation").addAnnotation(Override.class).addModifiers(Modifier.PROTECTED)
        .addParameter(OPERATION, "root");
    run.addCode("// rule $L\n", Names.at(source, p));
    run.addStatement(p.getOptions().isEmpty() ? CodeBlock.of("if (!before(root) || !convert(root) || !after(root)) signalPassFailure()")
        : CodeBlock.of("if (!before(root, options()) || !convert(root) || !after(root, options())) signalPassFailure()"));
    return TypeSpec.classBuilder(p.getName()).superclass(PASS).addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addAnnotation(PatternGen.generated(source, p))
        .addJavadoc("Pass {@code $L} at $L$L.\n", p.getCli(), Names.at(source, p), p.getSummary() == null ? "" : ": " + p.getSummary())
        .addField(info).addMethod(ctor).addMethod(run.build())
        .addMethod(block("before", p.getBefore(), source, !p.getOptions().isEmpty())).addMethod(driver(p, source))
        .addMethod(block("after", p.getAfter(), source, !p.getOptions().isEmpty())).build();
  }

  /** The pass's options as {@code rw.ir.pass.PassOption}s: command-line name, kind, summary, default. */
  private static CodeBlock options(Pass p) {
    List<CodeBlock> out = new java.util.ArrayList<>();
    ClassName option = ClassName.get("rw.ir.pass", "PassOption");
    for (PassOption o : p.getOptions()) {
      String cli = o.getCli() != null ? o.getCli() : o.getName();
      String kind = optionKind(o);
      out.add(CodeBlock.of("new $T($S, $T.Kind.$L, $S, $L, $T.of())", option, cli, option, kind, o.getSummary() == null ? "" : o.getSummary(),
          defaultValue(o, kind), LIST));
    }
    return CodeBlock.of("$T.of($L)", LIST, CodeBlock.join(out, ", "));
  }

  private static String optionKind(PassOption o) {
    if (!(o.getKind() instanceof PrimitiveKind k)) throw new IllegalStateException("option " + o.getName() + " of a non-primitive kind");
    return switch (k.getPrimitive()) {
      case INT -> "LONG";
      case FLOAT -> "DOUBLE";
      case BOOL -> "BOOL";
      case STRING -> "STRING";
      default -> throw new IllegalStateException("option " + o.getName() + " of kind " + k.getPrimitive());
    };
  }

  private static CodeBlock defaultValue(PassOption o, String kind) {
    Expr d = o.getDefault();
    if (d instanceof StringLiteral s) return CodeBlock.of("$S", s.getValue());
    if (d instanceof IntLiteral i) return CodeBlock.of("$LL", i.getValue());
    if (d instanceof NegIntLiteral i) return CodeBlock.of("-$LL", i.getValue());
    if (d instanceof BoolLiteral b) return CodeBlock.of("$L", b.isValue());
    if (d != null) throw new IllegalStateException("option " + o.getName() + ": the default must be a literal");
    return switch (kind) {
      case "LONG" -> CodeBlock.of("0L");
      case "DOUBLE" -> CodeBlock.of("0.0");
      case "BOOL" -> CodeBlock.of("false");
      default -> CodeBlock.of("$S", "");
    };
  }

  private static MethodSpec block(String name, Block b, String source, boolean options) {
    MethodSpec.Builder m = MethodSpec.methodBuilder(name).addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(boolean.class)
        .addParameter(OPERATION, "root");
    if (options) m.addParameter(PASS_OPTIONS, "options");
    if (b != null) {
      m.addCode("// rule $L\n", Names.at(source, b));
      m.addStatement("$T builder = new $T(root.context())", OP_BUILDER, OP_BUILDER);
      CodeBlock.Builder body = CodeBlock.builder();
      new StmtGen(new Scope(source, false, false)).block(b, body);
      m.addCode(body.build());
    }
    return m.addStatement("return true").build();
  }

  private static MethodSpec driver(Pass p, String source) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("convert").addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(boolean.class)
        .addParameter(OPERATION, "root");
    if (!(p.getDriver() instanceof ConversionDriver d)) return m.addStatement("return true").build();
    m.addCode("// rule $L\n", Names.at(source, d));
    m.addStatement("$T converter = new $T()", TYPE_CONVERTER, TYPE_CONVERTER);
    for (TypeMap t : d.getTypeMaps()) m.addStatement("$T.populate(converter)", ClassName.get(RuleGenerator.javaPackage(t), t.getName()));
    m.addStatement("$T patterns = new $T()", PATTERN_SET, PATTERN_SET);
    for (PatternSource s : d.getSets()) m.addStatement("$T.populate(patterns, converter)", ClassName.get(RuleGenerator.javaPackage(s), s.getName()));
    if (d.getTarget() != null) {
      m.addStatement("$T target = $T.create()", CONVERSION_TARGET, ClassName.get(RuleGenerator.javaPackage(d.getTarget()), d.getTarget().getName()));
    } else {
      m.addStatement("$T target = new $T()", CONVERSION_TARGET, CONVERSION_TARGET);
    }
    m.addStatement("$T config = $T.tracing() ? $T.DEFAULT.withTrace(System.err::println) : $T.DEFAULT", CONVERSION_CONFIG, RULE_OPS,
        CONVERSION_CONFIG, CONVERSION_CONFIG);
    m.addStatement("return $T.apply$LConversion(root, target, patterns, config)", CONVERSION_DRIVER,
        d.getMode() == ConversionMode.FULL ? "Full" : "Partial");
    return m.build();
  }
}
