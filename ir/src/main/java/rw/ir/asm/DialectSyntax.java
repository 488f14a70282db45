package rw.ir.asm;

import rw.ir.attr.Attribute;
import rw.ir.type.Type;

/**
 * Parses the types and attributes of one dialect ({@code !llvm.ptr}, {@code #spirv.vce<…>}).
 * Printing is done by the {@code DialectType}/{@code DialectAttr} records themselves.
 */
public interface DialectSyntax {
  /** The namespace, e.g. {@code "llvm"}. */
  String dialect();

  /**
   * Parses the body of {@code !dialect.body}; the parser is positioned after {@code !dialect.}
   * (the body's first token is the mnemonic keyword). Returns {@code null} after reporting an error.
   */
  Type parseType(DialectAsmParser parser);

  /**
   * Parses the body of {@code #dialect.body}; {@code type} is the type given after a colon when
   * the caller already parsed it, else {@code null}. Returns {@code null} after reporting an error.
   */
  Attribute parseAttribute(DialectAsmParser parser, Type type);
}
