package rw.generator.rules;

import static rw.generator.rules.Names.LIST;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.xtext.EcoreUtil2;
import rw.dsl.model.*;

/**
 * Pass options: their {@code rw.ir.pass.PassOption} specs in the pass's {@code PassInfo} (the
 * command-line name is {@code cli "…"} or the option's own), and the typed locals through which a
 * {@code before}/{@code after} block reads the values the pass was created with.
 */
final class PassOptionGen {
  private static final ClassName PASS_OPTION = ClassName.get("rw.ir.pass", "PassOption");

  private PassOptionGen() {}

  static CodeBlock specs(List<PassOption> options) {
    List<CodeBlock> specs = new ArrayList<>();
    for (PassOption o : options) specs.add(spec(o));
    return CodeBlock.of("$T.of($L)", LIST, CodeBlock.join(specs, ", "));
  }

  private static CodeBlock spec(PassOption o) {
    String summary = o.getSummary() == null ? "" : o.getSummary();
    Expr d = o.getDefault();
    return switch (kind(o)) {
      case "bool" -> CodeBlock.of("$T.flag($S, $L, $S)", PASS_OPTION, cli(o), d instanceof BoolLiteral b && b.isValue(), summary);
      case "int" -> CodeBlock.of("$T.int64($S, $LL, $S)", PASS_OPTION, cli(o), integer(d), summary);
      case "float" -> CodeBlock.of("$T.real($S, $L, $S)", PASS_OPTION, cli(o), (double) integer(d), summary);
      case "string" -> CodeBlock.of("$T.string($S, $S, $S)", PASS_OPTION, cli(o), d instanceof StringLiteral s ? s.getValue() : "", summary);
      case "list<int>" -> CodeBlock.of("$T.intList($S, $S)", PASS_OPTION, cli(o), summary);
      case "list<string>" -> CodeBlock.of("$T.stringList($S, $S)", PASS_OPTION, cli(o), summary);
      default -> throw new IllegalStateException("unsupported option kind at " + Names.line(o));
    };
  }

  /** {@code var name = options.string("cli-name");} for each option the block reads. */
  static void locals(List<PassOption> options, Block b, MethodSpec.Builder m) {
    for (PassOption o : options) {
      boolean read = EcoreUtil2.getAllContentsOfType(b, NameRef.class).stream().anyMatch(n -> n.getRef() == o);
      if (!read) continue;
      String getter = switch (kind(o)) {
        case "bool" -> "flag";
        case "int" -> "integer";
        case "float" -> "real";
        case "list<int>" -> "integers";
        case "list<string>" -> "strings";
        default -> "string";
      };
      m.addStatement("var $L = options.$L($S)", Names.javaVar(o.getName()), getter, cli(o));
    }
  }

  private static String cli(PassOption o) {
    return o.getCli() != null ? o.getCli() : o.getName();
  }

  private static long integer(Expr d) {
    if (d instanceof IntLiteral i) return i.getValue();
    if (d instanceof NegIntLiteral i) return -i.getValue();
    return 0;
  }

  private static String kind(PassOption o) {
    if (o.getKind() instanceof PrimitiveKind p) return p.getPrimitive().getLiteral();
    if (o.getKind() instanceof ListKind l && l.getElement() instanceof PrimitiveKind p) return "list<" + p.getPrimitive().getLiteral() + ">";
    return "?";
  }
}
