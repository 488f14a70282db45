package rw.dialect.spirv;

import rw.ir.asm.DialectAsmParser;
import rw.ir.asm.DialectSyntax;
import rw.ir.attr.Attribute;
import rw.ir.type.Type;

/**
 * The textual form of the SPIR-V dialect's types and attributes. One instance per context: it
 * remembers the identified structs parsed in that context.
 */
public final class SpirvSyntax implements DialectSyntax {
  private final SpirvTypeParser types = new SpirvTypeParser();

  @Override
  public String dialect() {
    return SpirvType.DIALECT;
  }

  @Override
  public Type parseType(DialectAsmParser parser) {
    return types.parse(parser);
  }

  /** Parses {@code #spirv.…}; SPIR-V attributes have no type, so one given is an error. */
  @Override
  public Attribute parseAttribute(DialectAsmParser parser, Type type) {
    return SpirvAttrParser.parse(parser, type);
  }
}
