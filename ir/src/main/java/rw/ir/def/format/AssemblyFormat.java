package rw.ir.def.format;

import java.util.List;
import java.util.function.BiConsumer;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Value;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.def.OpSpec;
import rw.ir.def.ResultNamer;

/**
 * MLIR's declarative assembly format (ODS {@code assemblyFormat}) as an {@link OpSyntax}: literals,
 * {@code $operand}, {@code $attr}, {@code $region}, {@code $successor}, {@code type(…)},
 * {@code qualified(…)}, {@code functional-type(…, …)}, {@code operands}, {@code results},
 * {@code regions}, {@code successors}, {@code attr-dict}, {@code attr-dict-with-keyword},
 * {@code prop-dict}, and optional groups with anchors and else-groups. Types the format does not
 * write are inferred from the op's type relations or buildable constraints. Printing follows
 * MLIR's spacing rules byte for byte.
 */
public final class AssemblyFormat implements OpSyntax {
  private final OpSpec spec;
  private final FormatReader reader;
  private final FormatPrinter printer;

  private AssemblyFormat(OpSpec spec, List<Element> elements, TypeResolution resolution, List<String> formatAttrs) {
    this.spec = spec;
    this.reader = new FormatReader(spec, elements, resolution);
    this.printer = new FormatPrinter(spec, elements, formatAttrs);
  }

  /**
   * The syntax {@code format} gives the op {@code spec} describes. A format that does not fit the
   * spec (unknown names, unbound operands, types that cannot be inferred, unsupported directives)
   * is a bug of the definition: IllegalArgumentException saying what and where.
   */
  public static AssemblyFormat parse(String format, OpSpec spec) {
    FormatParser fp = new FormatParser(format, spec);
    List<Element> elements = fp.parse();
    check(elements, fp, spec);
    TypeResolution resolution = TypeResolution.of(spec, fp);
    return new AssemblyFormat(spec, elements, resolution, FormatReader.formatAttributes(fp.seenAttrs));
  }

  private static void check(List<Element> elements, FormatParser fp, OpSpec spec) {
    for (Element e : elements) {
      if (e instanceof Element.Literal l && !Literals.isValid(l.text())) throw fp.error("unsupported literal `" + l.text() + "`");
      if (e instanceof Element.Successor s && s.spec().variadic()) throw fp.error("variadic successors are not supported");
      if (e instanceof Element.AllSuccessors && !spec.successors().isEmpty()) {
        throw fp.error("the 'successors' directive is not supported");
      }
      if (e instanceof Element.Group g) checkGroup(g, fp, spec);
    }
    long variable = spec.operands().stream().filter(v -> v.arity().isVariable()).count();
    if (fp.allOperands && (variable > 1 || spec.hasOperandSegments())) {
      throw fp.error("the 'operands' directive needs at most one variable-length operand group");
    }
  }

  private static void checkGroup(Element.Group g, FormatParser fp, OpSpec spec) {
    Element first = g.then().get(FormatReader.firstParsable(g.then()));
    String problem = OptionalStart.problem(first);
    if (problem != null) throw fp.error("an optional group cannot start with " + problem);
    check(g.then(), fp, spec);
    check(g.otherwise(), fp, spec);
  }

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    return reader.parse(parser, state);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    printer.print(op, p);
  }

  @Override
  public void suggestResultNames(Operation op, BiConsumer<Value, String> setName) {
    ResultNamer namer = spec.resultNamer();
    if (namer != null) namer.suggest(op, setName);
  }

  @Override
  public void suggestBlockArgumentNames(Operation op, Block block, BiConsumer<Value, String> setName) {}

  @Override
  public String defaultDialect() {
    return spec.defaultDialect();
  }
}
