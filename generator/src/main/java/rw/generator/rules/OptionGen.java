package rw.generator.rules;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import java.util.List;
import rw.dsl.model.BoolLiteral;
import rw.dsl.model.EnumCase;
import rw.dsl.model.EnumDef;
import rw.dsl.model.Expr;
import rw.dsl.model.IntLiteral;
import rw.dsl.model.Kind;
import rw.dsl.model.ListKind;
import rw.dsl.model.NameRef;
import rw.dsl.model.NegIntLiteral;
import rw.dsl.model.PassOption;
import rw.dsl.model.PrimitiveKind;
import rw.dsl.model.RefKind;
import rw.dsl.model.StringLiteral;

/**
 * Pass options: the declarations that go into a pass's {@code PassInfo} and the reads of their
 * values from the {@code options} of a running pass.
 */
final class OptionGen {
  private static final ClassName OPTION_KIND = Names.PASS_OPTION.nestedClass("Kind");

  private OptionGen() {}

  /** The option's name on the command line: its {@code cli} spelling, else its name. */
  static String cliName(PassOption o) {
    return o.getCli() != null ? o.getCli() : o.getName();
  }

  /** {@code List.of(new PassOption(...), ...)} for the declared options. */
  static CodeBlock declarations(List<PassOption> options) {
    List<CodeBlock> items = options.stream().map(OptionGen::declaration).toList();
    return CodeBlock.of("$T.of($L)", Names.LIST, CodeBlock.join(items, ", "));
  }

  private static CodeBlock declaration(PassOption o) {
    String kind = kind(o.getKind());
    String summary = o.getSummary() == null ? "" : o.getSummary();
    CodeBlock choices = kind.equals("ENUM")
        ? CodeBlock.of("$T.of($L)", Names.LIST, CodeBlock.join(enumDef(o).getCases().stream().map(c -> CodeBlock.of("$S", c.getName())).toList(), ", "))
        : CodeBlock.of("null");
    return CodeBlock.of("new $T($S, $T.$L, $S, $L, $L)", Names.PASS_OPTION, cliName(o), OPTION_KIND, kind, summary, defaultValue(o, kind), choices);
  }

  /** The read of an option's value inside a pass's blocks. */
  static CodeBlock read(PassOption o) {
    String accessor = switch (kind(o.getKind())) {
      case "BOOL" -> "flag";
      case "INT" -> "integer";
      case "DOUBLE" -> "real";
      case "INT_LIST" -> "integers";
      case "STRING_LIST" -> "strings";
      default -> "string";
    };
    return CodeBlock.of("options.$L($S)", accessor, cliName(o));
  }

  private static String kind(Kind k) {
    if (k instanceof ListKind l) return kind(l.getElement()).equals("INT") ? "INT_LIST" : "STRING_LIST";
    if (k instanceof RefKind r && r.getRef() instanceof EnumDef) return "ENUM";
    if (!(k instanceof PrimitiveKind p)) throw new IllegalStateException("unsupported option kind " + k);
    return switch (p.getPrimitive()) {
      case BOOL -> "BOOL";
      case INT -> "INT";
      case FLOAT -> "DOUBLE";
      case STRING -> "STRING";
      default -> throw new IllegalStateException("unsupported option kind " + p.getPrimitive());
    };
  }

  private static EnumDef enumDef(PassOption o) {
    return (EnumDef) ((RefKind) o.getKind()).getRef();
  }

  private static CodeBlock defaultValue(PassOption o, String kind) {
    Expr e = o.getDefault();
    if (e == null) {
      return switch (kind) {
        case "BOOL" -> CodeBlock.of("false");
        case "INT" -> CodeBlock.of("0L");
        case "DOUBLE" -> CodeBlock.of("0.0");
        case "STRING" -> CodeBlock.of("$S", "");
        case "ENUM" -> CodeBlock.of("$S", enumDef(o).getCases().get(0).getName());
        default -> CodeBlock.of("null");
      };
    }
    if (e instanceof BoolLiteral b) return CodeBlock.of("$L", b.isValue());
    if (e instanceof IntLiteral i) return kind.equals("DOUBLE") ? CodeBlock.of("$L.0", i.getValue()) : CodeBlock.of("$LL", i.getValue());
    if (e instanceof NegIntLiteral i) return CodeBlock.of("-$LL", i.getValue());
    if (e instanceof StringLiteral s) return CodeBlock.of("$S", s.getValue());
    if (e instanceof NameRef n && n.getRef() instanceof EnumCase c) return CodeBlock.of("$S", c.getName());
    throw new IllegalStateException("option " + o.getName() + ": the default must be a literal");
  }
}
