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
      m.addCode("// rule $L\n", Names.at(source, r));
      m.addCode(rules(List.of(r)));
    }
    m.addStatement("return target");
    return TypeSpec.classBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.FINAL).addAnnotation(PatternGen.generated(source, at))
        .addJavadoc("Conversion target at $L.\n", Names.at(source, at))
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build()).addMethod(m.build()).build();
  }

  /** The legality rules as {@code target.addLegalDialect(…)} / {@code addIllegalOp(…)} statements. */
  private static CodeBlock rules(List<LegalityRule> rules) {
    CodeBlock.Builder out = CodeBlock.builder();
    for (LegalityRule r : rules) {
      String verb = r.getLegality() == Legality.ILLEGAL ? "Illegal" : "Legal";
      if (!r.getDialects().isEmpty()) {
        for (Dialect d : r.getDialects()) out.addStatement("target.add$LDialect($S)", verb, d.getName());
      } else {
        for (OpDef op : r.getOps()) out.addStatement("target.add$LOp($S)", verb, OpMembers.fullName(op));
      }
    }
    return out.build();
  }

  static TypeSpec pass(Pass p, String source) {
    ClassName self = ClassName.get(RuleGenerator.javaPackage(p), p.getName());
    String anchor = p.getAnchor() == null ? "any" : OpMembers.fullName(p.getAnchor());
    CodeBlock infoInit = p.getOptions().isEmpty()
        ? CodeBlock.of("$T.of($S, $S, $S, $S, $T::new)", PASS_INFO, p.getCli(), p.getName(), p.getSummary() == null ? "" : p.getSummary(),
            anchor, self)
        : CodeBlock.of("new $T($S, $S, $S, $S, $L, $T::new)", PASS_INFO, p.getCli(), p.getName(), p.getSummary() == null ? "" : p.getSummary(),
            anchor, options(p), self);
    FieldSpec info = FieldSpec.builder(PASS_INFO, "INFO", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL).initializer(infoInit).build();
    MethodSpec ctor = MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).addParameter(PASS_INFO, "info")
        .addParameter(PASS_OPTIONS, "options").addStatement("super(info, options)").build();
    MethodSpec.Builder run = MethodSpec.methodBuilder("runOnOperation").addAnnotation(Override.class).addModifiers(Modifier.PROTECTED)
        .addParameter(OPERATION, "root");
    run.addCode("// rule $L\n", Names.at(source, p));
    if (p.getOptions().isEmpty()) {
      run.addStatement("if (!before(root) || !convert(root) || !after(root)) signalPassFailure()");
    } else {
      // The options are readable by type maps and externs while the pass runs.
      run.addStatement("$T.with(options(), () -> {\n$>if (!before(root) || !convert(root) || !after(root)) signalPassFailure();\n$<})", RUNNING_PASS);
    }
    return TypeSpec.classBuilder(p.getName()).superclass(PASS).addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addAnnotation(PatternGen.generated(source, p))
        .addJavadoc("Pass {@code $L} at $L$L.\n", p.getCli(), Names.at(source, p), p.getSummary() == null ? "" : ": " + p.getSummary())
        .addField(info).addMethod(ctor).addMethod(run.build())
        .addMethod(block("before", p.getBefore(), source)).addMethod(driver(p, source)).addMethods(optional(convertOne(p, source)))
        .addMethod(block("after", p.getAfter(), source)).build();
  }

  /** {@code List.of(PassOption.flag("cli-name", default, "summary"), …)}: bool, int and string options. */
  private static CodeBlock options(Pass p) {
    java.util.List<CodeBlock> specs = new java.util.ArrayList<>();
    for (PassOption o : p.getOptions()) {
      String cli = o.getCli() == null ? o.getName() : o.getCli();
      String summary = o.getSummary() == null ? "" : o.getSummary();
      Primitive kind = o.getKind() instanceof PrimitiveKind k ? k.getPrimitive() : null;
      Expr d = o.getDefault();
      if (kind == Primitive.BOOL) {
        specs.add(CodeBlock.of("$T.flag($S, $L, $S)", PASS_OPTION, cli, d instanceof BoolLiteral b && b.isValue(), summary));
      } else if (kind == Primitive.INT) {
        long v = d instanceof IntLiteral i ? i.getValue() : d instanceof NegIntLiteral n ? -n.getValue() : 0;
        specs.add(CodeBlock.of("$T.int64($S, $LL, $S)", PASS_OPTION, cli, v, summary));
      } else if (kind == Primitive.STRING) {
        specs.add(CodeBlock.of("$T.string($S, $S, $S)", PASS_OPTION, cli, d instanceof StringLiteral t ? t.getValue() : "", summary));
      } else {
        throw new IllegalStateException("option " + o.getName() + ": only bool, int and string options are generated");
      }
    }
    return CodeBlock.of("$T.of($L)", LIST, CodeBlock.join(specs, ", "));
  }

  private static MethodSpec block(String name, Block b, String source) {
    MethodSpec.Builder m = MethodSpec.methodBuilder(name).addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(boolean.class)
        .addParameter(OPERATION, "root");
    if (b != null) {
      m.addCode("// rule $L\n", Names.at(source, b));
      m.addStatement("$T builder = new $T(root.context())", OP_BUILDER, OP_BUILDER);
      CodeBlock.Builder body = CodeBlock.builder();
      new StmtGen(new Scope(source, false, false)).block(b, body);
      m.addCode(body.build());
    }
    return m.addStatement("return true").build();
  }

  private static List<MethodSpec> optional(MethodSpec m) {
    return m == null ? List.of() : List.of(m);
  }

  private static MethodSpec driver(Pass p, String source) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("convert").addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(boolean.class)
        .addParameter(OPERATION, "root");
    if (!(p.getDriver() instanceof ConversionDriver d)) return m.addStatement("return true").build();
    m.addCode("// rule $L\n", Names.at(source, d));
    if (d.getQuery() != null) {
      // `convert … on x: op in source where cond`: each matching op converted on its own.
      OpQuery q = d.getQuery();
      String v = Names.javaVar(q.getVar().getName());
      ExprGen exprs = new ExprGen(new Scope(source, false, false));
      m.beginControlFlow("for (var $L : $T.children($L, $S))", v, RULE_OPS, exprs.expr(q.getSource()), OpMembers.fullName(q.getOp()));
      if (q.getCondition() != null) m.addStatement("if (!($L)) continue", exprs.expr(q.getCondition()));
      m.addStatement("if (!$T.inScope($L, () -> convertOne($L))) return false", RUNNING_PASS, v, v);
      m.endControlFlow();
      m.addStatement("return true");
      return m.build();
    }
    return convertOne(m, d);
  }

  private static MethodSpec convertOne(Pass p, String source) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("convertOne").addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(boolean.class)
        .addParameter(OPERATION, "root");
    if (!(p.getDriver() instanceof ConversionDriver d) || d.getQuery() == null) return null;
    return convertOne(m, d);
  }

  private static MethodSpec convertOne(MethodSpec.Builder m, ConversionDriver d) {
    m.addStatement("$T converter = new $T()", TYPE_CONVERTER, TYPE_CONVERTER);
    for (TypeMap t : d.getTypeMaps()) m.addStatement("$T.populate(converter)", ClassName.get(RuleGenerator.javaPackage(t), t.getName()));
    m.addStatement("$T patterns = new $T()", PATTERN_SET, PATTERN_SET);
    for (PatternSource s : d.getSets()) m.addStatement("$T.populate(patterns, converter)", ClassName.get(RuleGenerator.javaPackage(s), s.getName()));
    if (d.getTarget() != null) {
      m.addStatement("$T target = $T.create()", CONVERSION_TARGET, ClassName.get(RuleGenerator.javaPackage(d.getTarget()), d.getTarget().getName()));
    } else {
      m.addStatement("$T target = new $T()", CONVERSION_TARGET, CONVERSION_TARGET);
      if (d.getInlineTarget() != null) m.addCode(rules(d.getInlineTarget().getRules()));
    }
    m.addStatement("$T config = $T.tracing() ? $T.DEFAULT.withTrace(System.err::println) : $T.DEFAULT", CONVERSION_CONFIG, RULE_OPS,
        CONVERSION_CONFIG, CONVERSION_CONFIG);
    m.addStatement("return $T.apply$LConversion(root, target, patterns, config)", CONVERSION_DRIVER,
        d.getMode() == ConversionMode.FULL ? "Full" : "Partial");
    return m.build();
  }
}
