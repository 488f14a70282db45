package rw.generator.rules;

import static rw.generator.rules.Names.*;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import javax.lang.model.element.Modifier;
import rw.dsl.model.AttrRename;
import rw.dsl.model.ExpandedOpSet;
import rw.dsl.model.OpDef;
import rw.dsl.model.OpSet;
import rw.dsl.model.PatternSet;
import rw.dsl.model.Table;
import rw.dsl.model.TableRow;
import rw.dsl.semantics.OpMembers;

/**
 * A {@code table} of one-to-one conversions as one class: a row array (source op, target op,
 * {@code .rw} line) and one pattern per row that rebuilds the op under its new name with
 * converted operands and result types and the same properties, renamed or dropped as the row says.
 */
final class TableGen {
  private TableGen() {}

  static TypeSpec generate(Table t, PatternSet set, String source) {
    CodeBlock.Builder rows = CodeBlock.builder();
    for (TableRow row : t.getRows()) {
      for (int i = 0; i < row.getSource().getOps().size(); i++) {
        rows.add("// rule $L\n", Names.at(source, row));
        rows.addStatement("patterns.add(new Row($S, $S, $S, converter$L))", name(row.getSource(), i), name(row.getTarget(), i), Names.at(source, row),
            renames(row));
      }
    }
    MethodSpec populate = MethodSpec.methodBuilder("populate").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addParameter(PATTERN_SET, "patterns").addParameter(TYPE_CONVERTER, "converter").addCode(rows.build()).build();
    MethodSpec rowMatch = MethodSpec.methodBuilder("matchAndRewrite").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
        .returns(boolean.class).addParameter(OPERATION, "root").addParameter(OP_ADAPTOR, "adaptor").addParameter(CONVERSION_REWRITER, "rewriter")
        .addStatement("var types = typeConverter().convertTypes(root.resultTypes())")
        .addStatement("if (types == null) return rewriter.notifyMatchFailure(root, \"result types do not convert (\" + rule + \")\")")
        .addStatement("var props = $T.renamedProperties(root, renames)", RULE_OPS)
        .addStatement("var op = $T.build(rewriter, target, root.location(), adaptor.operands(), props, $T.of(), types)", RULE_OPS, LIST)
        .addStatement("rewriter.replaceOp(root, op)").addStatement("return true").build();
    TypeSpec row = TypeSpec.classBuilder("Row").addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL).superclass(CONVERSION_PATTERN)
        .addField(String.class, "target", Modifier.PRIVATE, Modifier.FINAL).addField(String.class, "rule", Modifier.PRIVATE, Modifier.FINAL)
        .addField(String[].class, "renames", Modifier.PRIVATE, Modifier.FINAL)
        .addMethod(MethodSpec.constructorBuilder().addParameter(String.class, "source").addParameter(String.class, "target")
            .addParameter(String.class, "rule").addParameter(TYPE_CONVERTER, "converter").addParameter(String[].class, "renames").varargs()
            .addStatement("super(source, $L, converter, $S + source)", t.getBenefit() == 0 ? 1 : t.getBenefit(), t.getName() + ":")
            .addStatement("this.target = target").addStatement("this.rule = rule").addStatement("this.renames = renames").build())
        .addMethod(rowMatch).build();
    return TypeSpec.classBuilder(t.getName()).addModifiers(Modifier.PUBLIC, Modifier.FINAL).addAnnotation(PatternGen.generated(source, t))
        .addJavadoc("Table at $L: one-to-one conversions.\n", Names.at(source, t))
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build()).addMethod(populate).addType(row).build();
  }

  /** The row's property renames as constructor arguments: pairs of old and new name, {@code ""} to drop. */
  private static String renames(TableRow row) {
    StringBuilder sb = new StringBuilder();
    for (AttrRename r : row.getRenames()) {
      sb.append(", \"").append(r.getFrom()).append("\", \"").append("_".equals(r.getTo()) ? "" : r.getTo()).append('"');
    }
    return sb.toString();
  }

  private static String name(OpSet set, int i) {
    OpDef op = set.getOps().get(Math.min(i, set.getOps().size() - 1));
    return OpMembers.fullName(op);
  }

  static boolean expanded(OpSet s) {
    return s instanceof ExpandedOpSet;
  }
}
