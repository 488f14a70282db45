package rw.dialect.arith;

import java.util.ArrayList;
import java.util.List;
import rw.ir.asm.DialectAsmParser;
import rw.ir.asm.DialectSyntax;
import rw.ir.attr.Attribute;
import rw.ir.type.Type;

/**
 * The syntax of the arith flag attributes, {@code #arith.fastmath<fast>} and
 * {@code #arith.overflow<nsw, nuw>} (MLIR joins fastmath flags without a space), kept as opaque
 * attributes ({@link ArithAttrs}).
 */
public final class ArithSyntax implements DialectSyntax {
  @Override
  public String dialect() {
    return "arith";
  }

  @Override
  public Type parseType(DialectAsmParser parser) {
    parser.emitError("arith has no types");
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
    String separator = mnemonic.equals(ArithAttrs.FASTMATH) ? "," : ", ";
    return ArithAttrs.of(mnemonic, String.join(separator, flags));
  }
}
