package rw.generator.rules;

import static rw.generator.rules.Names.*;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import java.util.List;
import javax.lang.model.element.Modifier;
import rw.dsl.model.BoolLiteral;
import rw.dsl.model.EnumCase;
import rw.dsl.model.Expr;
import rw.dsl.model.IntLiteral;
import rw.dsl.model.NameRef;
import rw.dsl.model.NegIntLiteral;
import rw.dsl.model.Nest;
import rw.dsl.model.OptionValue;
import rw.dsl.model.Pass;
import rw.dsl.model.PassUse;
import rw.dsl.model.Pipeline;
import rw.dsl.model.PipelineElement;
import rw.dsl.model.StringLiteral;
import rw.dsl.semantics.OpMembers;

/**
 * A named pipeline: a class whose {@code INFO} registers it and whose {@code build} appends its
 * passes, with their literal options, and its nested pass managers in order.
 */
final class PipelineGen {
  private static final ClassName OP_PASS_MANAGER = ClassName.get("rw.ir.pass", "OpPassManager");
  private static final ClassName PIPELINE_INFO = ClassName.get("rw.ir.pass", "PipelineInfo");
  private static final ClassName OPTION_EXCEPTION = ClassName.get("rw.ir.pass", "PassOptionException");

  private PipelineGen() {}

  static TypeSpec pipeline(Pipeline p, String source) {
    ClassName self = ClassName.get(RuleGenerator.javaPackage(p), p.getName());
    FieldSpec info = FieldSpec.builder(PIPELINE_INFO, "INFO", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .initializer("new $T($S, $S, $T.of(), $T::build)", PIPELINE_INFO, p.getCli(), p.getSummary() == null ? "" : p.getSummary(), LIST, self)
        .build();
    MethodSpec.Builder build = MethodSpec.methodBuilder("build").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addParameter(OP_PASS_MANAGER, "pm").addParameter(PASS_OPTIONS, "options")
        .addJavadoc("Appends the passes of {@code $L} to {@code pm}.\n", p.getCli());
    CodeBlock.Builder body = CodeBlock.builder();
    body.add("// rule $L\n", Names.at(source, p));
    elements(p.getElements(), "pm", body, new int[] {0});
    build.addCode(body.build());
    return TypeSpec.classBuilder(p.getName()).addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addAnnotation(PatternGen.generated(source, p))
        .addJavadoc("Pipeline {@code $L} at $L$L.\n", p.getCli(), Names.at(source, p), p.getSummary() == null ? "" : ": " + p.getSummary())
        .addField(info).addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
        .addMethod(build.build()).addMethod(create()).build();
  }

  private static void elements(List<PipelineElement> elements, String pm, CodeBlock.Builder body, int[] nests) {
    for (PipelineElement e : elements) {
      if (e instanceof Nest n) {
        String nested = "nested" + nests[0]++;
        body.addStatement("$T $L = $L.nest($S)", OP_PASS_MANAGER, nested, pm, OpMembers.fullName(n.getOp()));
        elements(n.getElements(), nested, body, nests);
      } else if (e instanceof PassUse u) {
        use(u, pm, body);
      }
    }
  }

  private static void use(PassUse u, String pm, CodeBlock.Builder body) {
    String name = u.getPass() instanceof Pipeline p ? p.getName() : u.getPass() instanceof Pass p ? p.getName() : null;
    if (name == null) throw new IllegalStateException("extern passes cannot be used in a generated pipeline");
    ClassName runnable = ClassName.get(RuleGenerator.javaPackage(u.getPass()), name);
    if (u.getPass() instanceof Pipeline) {
      body.addStatement("$T.build($L, $T.none())", runnable, pm, PASS_OPTIONS);
    } else {
      body.addStatement("$L.addPass(create($T.INFO, $S))", pm, runnable, optionText(u.getOptions()));
    }
  }

  /** MLIR's option text for literal values: {@code name=value} separated by spaces. */
  private static String optionText(List<OptionValue> values) {
    StringBuilder text = new StringBuilder();
    for (OptionValue v : values) {
      if (!text.isEmpty()) text.append(' ');
      text.append(OptionGen.cliName(v.getOption())).append('=').append(literal(v.getValue()));
    }
    return text.toString();
  }

  private static String literal(Expr e) {
    if (e instanceof BoolLiteral b) return Boolean.toString(b.isValue());
    if (e instanceof IntLiteral i) return String.valueOf(i.getValue());
    if (e instanceof NegIntLiteral i) return "-" + i.getValue();
    if (e instanceof StringLiteral s) return s.getValue().contains(" ") ? "{" + s.getValue() + "}" : s.getValue();
    if (e instanceof NameRef n && n.getRef() instanceof EnumCase c) return c.getName();
    throw new IllegalStateException("pipeline option values must be literals");
  }

  /** The pass of {@code info} with literal option text (checked by the .rw validator, so a failure is our bug). */
  private static MethodSpec create() {
    return MethodSpec.methodBuilder("create").addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(PASS)
        .addParameter(PASS_INFO, "info").addParameter(String.class, "optionText")
        .beginControlFlow("try")
        .addStatement("return info.create(optionText)")
        .nextControlFlow("catch ($T e)", OPTION_EXCEPTION)
        .addStatement("throw new $T(\"bad option text for \" + info.argument() + \": \" + optionText, e)", IllegalStateException.class)
        .endControlFlow().build();
  }
}
