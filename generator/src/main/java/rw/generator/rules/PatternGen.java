package rw.generator.rules;

import static rw.generator.rules.Names.*;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.lang.model.element.Modifier;
import rw.dsl.model.*;
import rw.dsl.semantics.OpMembers;

/** One Java class per {@code pattern}: the root match, then the body, reporting each failed check. */
final class PatternGen {
  private PatternGen() {}

  static TypeSpec generate(Pattern p, PatternSet set, String source) {
    boolean conversion = set.isConversion();
    // The list of `after` blocks exists only in patterns that have some.
    boolean deferred = !org.eclipse.xtext.EcoreUtil2.getAllContentsOfType(p, AfterStmt.class).isEmpty();
    Scope scope = new Scope(source, true, conversion, deferred);
    StmtGen stmts = new StmtGen(scope);
    CodeBlock.Builder body = CodeBlock.builder();
    body.add("// rule $L\n", Names.at(source, p));
    // Declared first: `where` clauses may convert types too.
    if (conversion) body.addStatement("var converter = typeConverter()");
    matchRoot(p.getRoot(), stmts, body);
    if (p.getCondition() != null) {
      body.beginControlFlow("if (!($L))", stmts.exprs().expr(p.getCondition()));
      body.addStatement(scope.fail(CodeBlock.of("$S", "the where clause at " + Names.at(source, p.getCondition()) + " does not hold")));
      body.endControlFlow();
    }
    if (deferred) body.addStatement("$T<$T> after = new $T<>()", LIST, java.lang.Runnable.class, ARRAY_LIST);
    if (p.getBody() != null) {
      stmts.block(p.getBody(), body);
    } else {
      body.addStatement("rewriter.setInsertionPointBefore(root)");
      stmts.replace(null, p.getReplacement().get(0), body);
    }
    body.addStatement("return true");
    MethodSpec.Builder m = MethodSpec.methodBuilder("matchAndRewrite").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(boolean.class).addParameter(OPERATION, "root");
    if (conversion) m.addParameter(OP_ADAPTOR, "adaptor").addParameter(CONVERSION_REWRITER, "rewriter");
    else m.addParameter(PATTERN_REWRITER, "rewriter");
    m.addCode(body.build());
    String root = OpMembers.fullName(p.getRoot().getOp());
    int benefit = p.getBenefit() == 0 ? 1 : (int) p.getBenefit();
    MethodSpec ctor = conversion
        ? MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC).addParameter(TYPE_CONVERTER, "converter")
            .addStatement("super($S, $L, converter, $S)", root, benefit, p.getName()).build()
        : MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC).addStatement("super($S, $L, $S)", root, benefit, p.getName()).build();
    return TypeSpec.classBuilder(p.getName()).addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(conversion ? CONVERSION_PATTERN : REWRITE_PATTERN)
        .addAnnotation(generated(source, p))
        .addJavadoc("Rule at $L$L.\n", Names.at(source, p), p.getSummary() == null ? "" : ": " + p.getSummary())
        .addMethod(ctor).addMethod(m.build()).build();
  }

  static AnnotationSpec generated(String source, org.eclipse.emf.ecore.EObject o) {
    return AnnotationSpec.builder(GENERATED).addMember("value", "$S", "rw.generator.rules.RuleGenerator")
        .addMember("comments", "$S", "from " + Names.at(source, o)).build();
  }

  /** Binds the root op, its operand groups and properties, checking each constraint. */
  private static void matchRoot(OpMatch root, StmtGen stmts, CodeBlock.Builder out) {
    if (root.getBinder() instanceof OpBinder b) out.addStatement("var $L = root", Names.javaVar(b.getVar().getName()));
    if (root.getBinder() instanceof ResultBinder r) {
      for (int i = 0; i < r.getVars().size(); i++) out.addStatement("var $L = root.result($L)", Names.javaVar(r.getVars().get(i).getName()), i);
    }
    java.util.List<OperandDef> operands = OpMembers.operands(root.getOp());
    for (int i = 0; i < root.getOperands().size(); i++) {
      OperandMatch om = root.getOperands().get(i);
      OperandDef def = om.getMember() instanceof OperandDef d ? d : operands.get(i);
      if (!(om.getPattern() instanceof ValueOperand v)) continue;
      out.addStatement("var $L = $L", Names.javaVar(v.getVar().getName()), ExprGen.operandGroup(CodeBlock.of("root"), def));
    }
    for (AttributeMatch am : root.getProperties()) {
      Map<Var, CodeBlock> binders = new LinkedHashMap<>();
      CodeBlock c = TermGen.cond(am.getPattern(), CodeBlock.of("root.inherentAttr($S)", am.getAttr().getName()), binders);
      if (!TermGen.alwaysTrue(c)) {
        out.beginControlFlow("if (!($L))", c);
        out.addStatement("return rewriter.notifyMatchFailure(root, $S)", "'" + am.getAttr().getName() + "' does not match");
        out.endControlFlow();
      }
      for (Map.Entry<Var, CodeBlock> e : binders.entrySet()) out.addStatement(TermGen.bind(e.getKey(), e.getValue()));
    }
  }

  /** {@code XPatterns.populate(set, converter)}: the set's patterns and tables, in order. */
  static TypeSpec setClass(PatternSet set, String source) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("populate").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addParameter(Names.PATTERN_SET, "patterns").addParameter(TYPE_CONVERTER, "converter");
    for (PatternSetMember member : set.getMembers()) {
      if (member instanceof Pattern p) m.addStatement(set.isConversion() ? "patterns.add(new $L(converter))" : "patterns.add(new $L())", p.getName());
      else if (member instanceof Table t) m.addStatement("$L.populate(patterns, converter)", t.getName());
      else if (member instanceof IncludePatterns i && i.getSet() instanceof PatternSet other) m.addStatement("$L.populate(patterns, converter)", other.getName());
    }
    return TypeSpec.classBuilder(set.getName()).addModifiers(Modifier.PUBLIC, Modifier.FINAL).addAnnotation(generated(source, set))
        .addJavadoc("Pattern set at $L$L.\n", Names.at(source, set), set.getSummary() == null ? "" : ": " + set.getSummary())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build()).addMethod(m.build()).build();
  }

  static ParameterizedTypeName listOf(com.palantir.javapoet.TypeName t) {
    return ParameterizedTypeName.get(LIST, t);
  }
}
