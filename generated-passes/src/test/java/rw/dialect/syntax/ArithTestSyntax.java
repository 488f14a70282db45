package rw.dialect.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.ir.asm.DialectAsmParser;
import rw.ir.asm.DialectSyntax;
import rw.ir.attr.Attribute;
import rw.ir.attr.OpaqueAttr;
import rw.ir.type.Type;

/**
 * Test-only syntax of the arith flag attributes ({@code #arith.fastmath<fast>},
 * {@code #arith.overflow<nsw, nuw>}; MLIR joins fastmath flags without a space), kept as opaque
 * attributes, so that formats can read them
 * stripped ({@code fastmath<fast>}).
 */
final class ArithTestSyntax implements DialectSyntax {
  @Override
  public String dialect() {
    return "arith";
  }

  @Override
  public Type parseType(DialectAsmParser parser) {
    parser.emitError("no arith types in the tests");
    return null;
  }

  @Override
  public Attribute parseAttribute(DialectAsmParser parser, Type type) {
    String mnemonic = parser.parseKeyword("");
    if (mnemonic == null || !parser.parseLess()) return null;
    List<String> flags = new ArrayList<>();
    do {
      String k = parser.parseKeyword("");
      if (k == null) return null;
      flags.add(k);
    } while (parser.parseOptionalComma());
    if (!parser.parseGreater()) return null;
    String separator = mnemonic.equals("fastmath") ? "," : ", ";
    return new OpaqueAttr("arith", "." + mnemonic + "<" + String.join(separator, flags) + ">");
  }
}
