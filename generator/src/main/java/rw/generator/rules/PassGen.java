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
  private static final ClassName GREEDY_CONFIG = ClassName.get("rw.ir.rewrite", "GreedyConfig");
  private static final ClassName GREEDY_DRIVER = ClassName.get("rw.ir.rewrite", "GreedyRewriteDriver");

  private PassGen() {}

  static TypeSpec target(String name, List<LegalityRule> rules, String source, EObject at) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("create").addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(CONVERSION_TARGET);
    m.addStatement("$T target = new $T()", CONVERSION_TARGET, CONVERSION_TARGET);
    m.addCode(legality(rules, source));
    m.addStatement("return target");
    return TypeSpec.classBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.FINAL).addAnnotation(PatternGen.generated(source, at))
        .addJavadoc("Conversion target at $L.\n", Names.at(source, at))
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build()).addMethod(m.build()).build();
  }

  /**
   * The statements that add {@code rules} to a {@code ConversionTarget} named {@code target}: an
   * op rule with {@code if} makes the op dynamically legal (legal when the condition holds, or,
   * for {@code illegal}, when it does not); a rule with {@code when} applies only when its
   * condition on the pass options holds.
   */
  private static CodeBlock legality(List<LegalityRule> rules, String source) {
    CodeBlock.Builder b = CodeBlock.builder();
    ExprGen exprs = new ExprGen(new Scope(source, false, false));
    for (LegalityRule r : rules) {
      b.add("// rule $L\n", Names.at(source, r));
      if (r.getWhen() != null) b.beginControlFlow("if ($L)", exprs.expr(r.getWhen()));
      b.add(legalityOf(r, exprs));
      if (r.getWhen() != null) b.endControlFlow();
    }
    return b.build();
  }

  private static CodeBlock legalityOf(LegalityRule r, ExprGen exprs) {
    CodeBlock.Builder b = CodeBlock.builder();
    String verb = r.getLegality() == Legality.ILLEGAL ? "Illegal" : "Legal";
    if (!r.getDialects().isEmpty()) {
      for (Dialect d : r.getDialects()) b.addStatement("target.add$LDialect($S)", verb, d.getName());
      return b.build();
    }
    if (r.getCondition() == null) {
      for (OpDef op : r.getOps()) b.addStatement("target.add$LOp($S)", verb, OpMembers.fullName(op));
      return b.build();
    }
    String v = r.getVar() == null ? "op" : Names.javaVar(r.getVar().getName());
    String negate = r.getLegality() == Legality.ILLEGAL ? "!" : "";
    for (OpDef op : r.getOps()) {
      b.addStatement("target.addDynamicallyLegalOp($S, $L -> $L($L))", OpMembers.fullName(op), v, negate, exprs.expr(r.getCondition()));
    }
    return b.build();
  }

  static TypeSpec pass(Pass p, String source) {
    ClassName self = ClassName.get(RuleGenerator.javaPackage(p), p.getName());
    String anchor = p.getAnchor() == null ? "any" : OpMembers.fullName(p.getAnchor());
    String summary = p.getSummary() == null ? "" : p.getSummary();
    CodeBlock init = p.getOptions().isEmpty()
        ? CodeBlock.of("$T.of($S, $S, $S, $S, $T::new)", PASS_INFO, p.getCli(), p.getName(), summary, anchor, self)
        : CodeBlock.of("new $T($S, $S, $S, $S,\n$>$>$L,\n$T::new$<$<)", PASS_INFO, p.getCli(), p.getName(), summary, anchor,
            OptionGen.declarations(p.getOptions()), self);
    FieldSpec info = FieldSpec.builder(PASS_INFO, "INFO", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL).initializer(init).build();
    MethodSpec ctor = MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).addParameter(PASS_INFO, "info")
        .addParameter(PASS_OPTIONS, "options").addStatement("super(info, options)").build();
    MethodSpec.Builder run = MethodSpec.methodBuilder("runOnOperation").addAnnotation(Override.class).addModifiers(Modifier.PROTECTED)
        .addParameter(OPERATION, "root");
    run.addCode("// rule $L\n", Names.at(source, p));
    run.addStatement("$T options = options()", PASS_OPTIONS);
    run.beginControlFlow("try (var symbols = $T.symbolCache())", RULE_OPS);
    if (p.getOptions().isEmpty()) {
      run.addStatement("if (!before(root, options) || !convert(root, options) || !after(root, options)) signalPassFailure()");
    } else {
      // The options are also readable by type maps and externs while the pass runs.
      run.addStatement("$T.with(options, () -> {\n$>if (!before(root, options) || !convert(root, options) || !after(root, options)) signalPassFailure();\n$<})",
          RUNNING_PASS);
    }
    run.endControlFlow();
    return TypeSpec.classBuilder(p.getName()).superclass(PASS).addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addAnnotation(PatternGen.generated(source, p))
        .addJavadoc("Pass {@code $L} at $L$L.\n", p.getCli(), Names.at(source, p), p.getSummary() == null ? "" : ": " + p.getSummary())
        .addField(info).addMethod(ctor).addMethod(run.build())
        .addMethod(block("before", p.getBefore(), source)).addMethod(driver(p, source)).addMethods(convertOne(p, source))
        .addMethod(block("after", p.getAfter(), source)).build();
  }

  private static MethodSpec block(String name, Block b, String source) {
    MethodSpec.Builder m = MethodSpec.methodBuilder(name).addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(boolean.class)
        .addParameter(OPERATION, "root").addParameter(PASS_OPTIONS, "options");
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
        .addParameter(OPERATION, "root").addParameter(PASS_OPTIONS, "options");
    if (p.getDriver() instanceof GreedyDriver g) return greedy(m, g, source);
    if (!(p.getDriver() instanceof ConversionDriver d)) return m.addStatement("return true").build();
    m.addCode("// rule $L\n", Names.at(source, d));
    if (d.getQuery() != null) {
      // `convert … on x: op in source where cond`: each matching op converted on its own.
      OpQuery q = d.getQuery();
      String v = Names.javaVar(q.getVar().getName());
      ExprGen exprs = new ExprGen(new Scope(source, false, false));
      m.addStatement("$T batch = new $T(root.context())", CONVERSION_BATCH, CONVERSION_BATCH);
      boolean shared = sharedSetup(d);
      if (shared) m.addStatement("$T setup = setUp(options)", CONVERSION_SETUP);
      m.beginControlFlow("for (var $L : $T.children($L, $S))", v, RULE_OPS, exprs.expr(q.getSource()), OpMembers.fullName(q.getOp()));
      if (q.getCondition() != null) m.addStatement("if (!($L)) continue", exprs.expr(q.getCondition()));
      m.addStatement("if (!$T.inScope($L, () -> convertOne($L, $L, batch))) break", RUNNING_PASS, v, v, shared ? "setup" : "options");
      m.endControlFlow();
      m.addStatement("return batch.finish()");
      return m.build();
    }
    return convertOne(m, d, source);
  }

  /** {@code apply { patterns … }}: the greedy driver over the sets' rewrite patterns, to a fixed point. */
  private static MethodSpec greedy(MethodSpec.Builder m, GreedyDriver g, String source) {
    m.addCode("// rule $L\n", Names.at(source, g));
    m.addStatement("$T patterns = new $T()", PATTERN_SET, PATTERN_SET);
    for (PatternSource s : g.getSets()) m.addStatement("$T.populate(patterns, null)", ClassName.get(RuleGenerator.javaPackage(s), s.getName()));
    CodeBlock config = g.getMaxIterations() > 0 ? CodeBlock.of("$T.DEFAULT.withMaxIterations($L)", GREEDY_CONFIG, g.getMaxIterations())
        : CodeBlock.of("$T.DEFAULT", GREEDY_CONFIG);
    m.addStatement("return $T.apply(root, patterns, $L)", GREEDY_DRIVER, config);
    return m.build();
  }

  /**
   * Whether the ops of a {@code convert … on} driver share one setup: its target's rules must not
   * read {@code root} (the op being converted, in a setup of its own).
   */
  private static boolean sharedSetup(ConversionDriver d) {
    return d.getInlineTarget() == null
        || org.eclipse.xtext.EcoreUtil2.getAllContentsOfType(d.getInlineTarget(), RootRef.class).isEmpty();
  }

  private static List<MethodSpec> convertOne(Pass p, String source) {
    if (!(p.getDriver() instanceof ConversionDriver d) || d.getQuery() == null) return List.of();
    MethodSpec.Builder m = MethodSpec.methodBuilder("convertOne").addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(boolean.class)
        .addParameter(OPERATION, "root");
    if (!sharedSetup(d)) {
      m.addParameter(PASS_OPTIONS, "options").addParameter(CONVERSION_BATCH, "batch");
      return List.of(convertOne(m, d, source));
    }
    m.addParameter(CONVERSION_SETUP, "setup").addParameter(CONVERSION_BATCH, "batch");
    m.addStatement("$T config = $T.conversionConfig()", CONVERSION_CONFIG, RULE_OPS);
    m.addStatement("return $T.apply$LConversion(root, setup.target(), setup.patterns(), config, batch)", CONVERSION_DRIVER,
        d.getMode() == ConversionMode.FULL ? "Full" : "Partial");
    MethodSpec.Builder setUp = MethodSpec.methodBuilder("setUp").addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(CONVERSION_SETUP).addParameter(PASS_OPTIONS, "options");
    setUpParts(setUp, d, source);
    setUp.addStatement("converter.cachePer($T::scope)", RUNNING_PASS);
    setUp.addStatement("return new $T(converter, patterns, target)", CONVERSION_SETUP);
    return List.of(setUp.build(), m.build());
  }

  private static MethodSpec convertOne(MethodSpec.Builder m, ConversionDriver d, String source) {
    setUpParts(m, d, source);
    m.addStatement("$T config = $T.conversionConfig()", CONVERSION_CONFIG, RULE_OPS);
    boolean batched = d.getQuery() != null;
    m.addStatement("return $T.apply$LConversion(root, target, patterns, config$L)", CONVERSION_DRIVER,
        d.getMode() == ConversionMode.FULL ? "Full" : "Partial", batched ? ", batch" : "");
    return m.build();
  }

  /** The statements that make {@code converter}, {@code patterns} and {@code target} of driver {@code d}. */
  private static void setUpParts(MethodSpec.Builder m, ConversionDriver d, String source) {
    m.addStatement("$T converter = new $T()", TYPE_CONVERTER, TYPE_CONVERTER);
    for (TypeMap t : d.getTypeMaps()) m.addStatement("$T.populate(converter)", ClassName.get(RuleGenerator.javaPackage(t), t.getName()));
    m.addStatement("$T patterns = new $T()", PATTERN_SET, PATTERN_SET);
    for (PatternSource s : d.getSets()) m.addStatement("$T.populate(patterns, converter)", ClassName.get(RuleGenerator.javaPackage(s), s.getName()));
    if (d.getTarget() != null) {
      m.addStatement("$T target = $T.create()", CONVERSION_TARGET, ClassName.get(RuleGenerator.javaPackage(d.getTarget()), d.getTarget().getName()));
    } else {
      m.addStatement("$T target = new $T()", CONVERSION_TARGET, CONVERSION_TARGET);
      if (d.getInlineTarget() != null) m.addCode(legality(d.getInlineTarget().getRules(), source));
    }
  }
}
