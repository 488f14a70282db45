package rw.generator.rules;

import static rw.generator.rules.Names.*;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Modifier;
import rw.dsl.model.AttrRename;
import rw.dsl.model.ExpandedOpSet;
import rw.dsl.model.OpDef;
import rw.dsl.model.OpSet;
import rw.dsl.model.PatternSet;
import rw.dsl.model.PropertyDef;
import rw.dsl.model.Table;
import rw.dsl.model.TableRow;
import rw.dsl.semantics.OpMembers;

/**
 * A {@code table} of one-to-one conversions as one class: a row array (source op, target op,
 * {@code .rw} line) and one pattern per row that rebuilds the op under its new name with
 * converted operands and result types, and the properties the target declares or the row renames.
 */
final class TableGen {
  private TableGen() {}

  static TypeSpec generate(Table t, PatternSet set, String source) {
    CodeBlock.Builder rows = CodeBlock.builder();
    for (TableRow row : t.getRows()) {
      for (int i = 0; i < row.getSource().getOps().size(); i++) {
        rows.add("// rule $L\n", Names.at(source, row));
        List<CodeBlock> args = new ArrayList<>(List.of(CodeBlock.of("$S", name(row.getSource(), i)), CodeBlock.of("$S", name(row.getTarget(), i)),
            CodeBlock.of("$S", Names.at(source, row)), CodeBlock.of("converter")));
        for (String[] move : propertyMoves(row, op(row.getSource(), i), op(row.getTarget(), i))) {
          args.add(CodeBlock.of("$S, $S", move[0], move[1]));
        }
        rows.addStatement("patterns.add(new Row($L))", CodeBlock.join(args, ", "));
      }
    }
    MethodSpec populate = MethodSpec.methodBuilder("populate").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addParameter(PATTERN_SET, "patterns").addParameter(TYPE_CONVERTER, "converter").addCode(rows.build()).build();
    MethodSpec rowMatch = MethodSpec.methodBuilder("matchAndRewrite").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
        .returns(boolean.class).addParameter(OPERATION, "root").addParameter(OP_ADAPTOR, "adaptor").addParameter(CONVERSION_REWRITER, "rewriter")
        .addStatement("var types = $T.convertedResultTypes(typeConverter(), root)", RULE_OPS)
        .addStatement("if (types == null) return rewriter.notifyMatchFailure(root, \"result types do not convert (\" + rule + \")\")")
        .addStatement("var properties = $T.movedProperties(root, propertyMoves)", RULE_OPS)
        .addStatement("var op = $T.build(rewriter, target, root.location(), adaptor.operands(), properties, $T.of(), types)", RULE_OPS, LIST)
        .addStatement("rewriter.replaceOp(root, op)").addStatement("return true").build();
    TypeSpec row = TypeSpec.classBuilder("Row").addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL).superclass(CONVERSION_PATTERN)
        .addField(String.class, "target", Modifier.PRIVATE, Modifier.FINAL).addField(String.class, "rule", Modifier.PRIVATE, Modifier.FINAL)
        .addField(String[].class, "propertyMoves", Modifier.PRIVATE, Modifier.FINAL)
        .addMethod(MethodSpec.constructorBuilder().addParameter(String.class, "source").addParameter(String.class, "target")
            .addParameter(String.class, "rule").addParameter(TYPE_CONVERTER, "converter").addParameter(String[].class, "propertyMoves").varargs()
            .addStatement("super(source, $L, converter, $S + source)", t.getBenefit() == 0 ? 1 : t.getBenefit(), t.getName() + ":")
            .addStatement("this.target = target").addStatement("this.rule = rule").addStatement("this.propertyMoves = propertyMoves").build())
        .addMethod(rowMatch).build();
    return TypeSpec.classBuilder(t.getName()).addModifiers(Modifier.PUBLIC, Modifier.FINAL).addAnnotation(PatternGen.generated(source, t))
        .addJavadoc("Table at $L: one-to-one conversions.\n", Names.at(source, t))
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build()).addMethod(populate).addType(row).build();
  }

  /**
   * The properties a row carries over, as (source name, target name) pairs: those the row renames
   * (a rename to {@code _} drops one), and the others the target op declares under the same name.
   */
  private static List<String[]> propertyMoves(TableRow row, OpDef from, OpDef to) {
    Map<String, String> renames = new LinkedHashMap<>();
    for (AttrRename r : row.getRenames()) renames.put(r.getFrom(), r.getTo());
    Set<String> declared = new HashSet<>();
    for (PropertyDef p : OpMembers.properties(to)) declared.add(p.getName());
    List<String[]> moves = new ArrayList<>();
    for (PropertyDef p : OpMembers.properties(from)) {
      String target = renames.getOrDefault(p.getName(), declared.contains(p.getName()) ? p.getName() : "_");
      if (!target.equals("_")) moves.add(new String[] {p.getName(), target});
    }
    return moves;
  }

  private static String name(OpSet set, int i) {
    return OpMembers.fullName(op(set, i));
  }

  private static OpDef op(OpSet set, int i) {
    return set.getOps().get(Math.min(i, set.getOps().size() - 1));
  }

  static boolean expanded(OpSet s) {
    return s instanceof ExpandedOpSet;
  }
}
