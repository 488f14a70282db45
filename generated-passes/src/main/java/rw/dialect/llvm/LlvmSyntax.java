package rw.dialect.llvm;

import rw.ir.asm.DialectAsmParser;
import rw.ir.asm.DialectSyntax;
import rw.ir.attr.Attribute;
import rw.ir.type.Type;

/**
 * The textual form of the LLVM dialect's types and attributes. One instance per context: it
 * remembers the identified structs parsed in that context, as MLIR's context does.
 */
public final class LlvmSyntax implements DialectSyntax {
  private final LlvmTypeParser types = new LlvmTypeParser();

  @Override
  public String dialect() {
    return LlvmType.DIALECT;
  }

  @Override
  public Type parseType(DialectAsmParser parser) {
    return types.parseTopLevel(parser);
  }

  /** Parses {@code #llvm.…}; like MLIR, a type given after a colon is ignored. */
  @Override
  public Attribute parseAttribute(DialectAsmParser parser, Type type) {
    return LlvmAttrParser.parse(parser);
  }
}
