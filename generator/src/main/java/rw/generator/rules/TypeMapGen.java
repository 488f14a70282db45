package rw.generator.rules;

import static rw.generator.rules.Names.*;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.lang.model.element.Modifier;
import rw.dsl.model.TypeMap;
import rw.dsl.model.TypeRule;
import rw.dsl.model.Var;

/** A {@code typemap} as {@code populate(TypeConverter)}: its rules, the first that matches wins. */
final class TypeMapGen {
  private TypeMapGen() {}

  static TypeSpec generate(TypeMap map, String source) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("populate").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addParameter(TYPE_CONVERTER, "converter");
    ExprGen exprs = new ExprGen(new Scope(source, false, false));
    // The converter tries the most recent conversion first: register the rules last to first.
    for (int i = map.getRules().size() - 1; i >= 0; i--) {
      TypeRule r = map.getRules().get(i);
      Map<Var, CodeBlock> binders = new LinkedHashMap<>();
      CodeBlock cond = TermGen.cond(r.getSource(), CodeBlock.of("type_"), binders);
      CodeBlock.Builder body = CodeBlock.builder();
      body.add("// rule $L\n", Names.at(source, r));
      if (!TermGen.alwaysTrue(cond)) body.addStatement("if (!($L)) return null", cond);
      for (Map.Entry<Var, CodeBlock> b : binders.entrySet()) body.addStatement(TermGen.bind(b.getKey(), b.getValue()));
      if (r.getCondition() != null) body.addStatement("if (!($L)) return null", exprs.expr(r.getCondition()));
      body.addStatement(r.isLegal() ? CodeBlock.of("return $T.of(type_)", LIST) : CodeBlock.of("return $T.typeResult(() -> $L)", RULE_VALUES, exprs.expr(r.getTarget())));
      m.addCode("converter.addConversion(type_ -> {\n$>$L$<});\n", body.build());
    }
    return TypeSpec.classBuilder(map.getName()).addModifiers(Modifier.PUBLIC, Modifier.FINAL).addAnnotation(PatternGen.generated(source, map))
        .addJavadoc("Type map at $L$L.\n", Names.at(source, map), map.getSummary() == null ? "" : ": " + map.getSummary())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build()).addMethod(m.build()).build();
  }
}
