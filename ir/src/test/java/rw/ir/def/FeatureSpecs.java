package rw.ir.def;

import java.util.List;
import rw.ir.Trait;
import rw.ir.asm.DialectAsmParser;
import rw.ir.asm.DialectSyntax;
import rw.ir.attr.Attribute;
import rw.ir.attr.DialectAttr;
import rw.ir.type.DialectPrinter;
import rw.ir.type.DialectType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * Made-up ops ({@code fmt.*}) for the format features MLIR's ops of the tests do not use: else
 * groups, prop-dict, attr-dict-with-keyword before a region, symbol names, stripped and qualified
 * dialect types and attributes, enums that start optional groups or need quotes, the regions
 * directive, whitespace literals, and result types inferred by a hook.
 */
final class FeatureSpecs {
  /** {@code !fmt.box<T>}. */
  record BoxType(Type element) implements DialectType {
    @Override
    public String dialect() {
      return "fmt";
    }

    @Override
    public void print(DialectPrinter p) {
      p.append("box<").printType(element).append(">");
    }
  }

  /** {@code #fmt.tag<name>}. */
  record TagAttr(String name) implements DialectAttr {
    @Override
    public String dialect() {
      return "fmt";
    }

    @Override
    public void print(DialectPrinter p) {
      p.append("tag<").append(name).append(">");
    }
  }

  /** The syntax of {@code !fmt.box<T>} and {@code #fmt.tag<name>}. */
  static final class FmtSyntax implements DialectSyntax {
    @Override
    public String dialect() {
      return "fmt";
    }

    @Override
    public Type parseType(DialectAsmParser p) {
      if (!p.parseKeyword("box", "") || !p.parseLess()) return null;
      Type element = p.parseType();
      return element == null || !p.parseGreater() ? null : new BoxType(element);
    }

    @Override
    public Attribute parseAttribute(DialectAsmParser p, Type type) {
      if (!p.parseKeyword("tag", "") || !p.parseLess()) return null;
      String name = p.parseKeyword("tag name");
      return name == null || !p.parseGreater() ? null : new TagAttr(name);
    }
  }

  static final EnumCases KIND = EnumCases.sequential("Kind", IntegerType.I32, "alpha", "beta", "x-y");

  private FeatureSpecs() {}

  static DialectSpec dialect() {
    TypeConstraint box = TypeConstraint.of("box", t -> t instanceof BoxType).strippedAs("fmt", "box");
    AttrConstraint tag = AttrConstraint.of("tag", a -> a instanceof TagAttr).strippedAs("fmt", "tag");
    List<OpSpec> ops = List.of(
        OpSpec.builder("fmt.sym").traits(Trait.NO_TERMINATOR)
            .attributes(AttrSpec.required("sym_name", AttrConstraints.SYMBOL_NAME)).regions(RegionSpec.any("body"))
            .assemblyFormat("$sym_name attr-dict-with-keyword $body").build(),
        OpSpec.builder("fmt.choose").operands(ValueSpec.optional("value", TypeConstraints.ANY))
            .assemblyFormat("($value^ `:` type($value)) : (`none`)? attr-dict").build(),
        OpSpec.builder("fmt.props").operands(ValueSpec.single("a", TypeConstraints.ANY))
            .attributes(AttrSpec.optional("x", AttrConstraints.I64), AttrSpec.optional("y", AttrConstraints.STRING))
            .assemblyFormat("$a prop-dict attr-dict `:` type($a)").build(),
        OpSpec.builder("fmt.box").operands(ValueSpec.single("v", box), ValueSpec.single("w", box))
            .assemblyFormat("$v `,` $w attr-dict `:` type($v) `,` qualified(type($w))").build(),
        OpSpec.builder("fmt.tagged")
            .attributes(AttrSpec.required("tag", tag), AttrSpec.optional("other", tag))
            .assemblyFormat("$tag (`or` qualified($other)^)? attr-dict").build(),
        OpSpec.builder("fmt.kind").attributes(AttrSpec.optional("kind", AttrConstraint.intEnum(KIND)))
            .assemblyFormat("($kind^)? attr-dict").build(),
        OpSpec.builder("fmt.regions").traits(Trait.NO_TERMINATOR).regions(RegionSpec.variadic("rs"))
            .assemblyFormat("regions attr-dict").build(),
        OpSpec.builder("fmt.spacing")
            .operands(ValueSpec.single("a", TypeConstraints.I32), ValueSpec.variadic("b", TypeConstraints.INDEX))
            .results(ValueSpec.single("r", TypeConstraints.ANY))
            .assemblyFormat("`(` $a `)` `[` $b `]` `<` `>` ` ` `{` `}` `` `x` `=` attr-dict `->` type($r)").build(),
        OpSpec.builder("fmt.widen").operands(ValueSpec.single("a", TypeConstraints.ANY))
            .results(ValueSpec.single("r", TypeConstraints.ANY))
            .inferResultTypes((operands, attrs) -> operands.get(0) instanceof IntegerType i
                ? List.of(IntegerType.of(i.width() * 2)) : null)
            .assemblyFormat("$a attr-dict `:` type($a)").build());
    return DialectSpec.of("fmt", new FmtSyntax(), ops);
  }
}
