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
            : CodeBlock.of("new $T($S, $S, $S, $S, $L, $T::new)", PASS_INFO, p.getCli(), p.getName(), summary, anchor, PassOptionGen.specs(p.getOptions()), self))
        .build();
    MethodSpec ctor = MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).addParameter(PASS_INFO, "info")
        .addParameter(PASS_OPTIONS, "options").addStatement("super(info, options)").build();
    MethodSpec.Builder run = MethodSpec.methodBuilder("runOnOperation").addAnnotation(Override.class).addModifiers(Modifier.PROTECTED)
        .addParameter(OPERATION, "root");
    run.addCode("// rule $L\n", Names.at(source, p));
    run.addStatement("if (!before(root, options()) || !convert(root) || !after(root, options())) signalPassFailure()");
    return TypeSpec.classBuilder(p.getName()).superclass(PASS).addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addAnnotation(PatternGen.generated(source, p))
        .addJavadoc("Pass {@code $L} at $L$L.\n", p.getCli(), Names.at(source, p), p.getSummary() == null ? "" : ": " + p.getSummary())
        .addField(info).addMethod(ctor).addMethod(run.build())
        .addMethod(block("before", p.getBefore(), p, source)).addMethod(driver(p, source)).addMethod(block("after", p.getAfter(), p, source)).build();
  }

  /** A {@code before} or {@code after} block; the pass options it reads are locals named after them. */
  private static MethodSpec block(String name, Block b, Pass p, String source) {
    MethodSpec.Builder m = MethodSpec.methodBuilder(name).addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(boolean.class)
        .addParameter(OPERATION, "root").addParameter(PASS_OPTIONS, "options");
    if (b != null) {
      m.addCode("// rule $L\n", Names.at(source, b));
      PassOptionGen.locals(p.getOptions(), b, m);
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
