package rw.ir.def.format;

import rw.ir.attr.Attribute;
import rw.ir.attr.DialectAttr;
import rw.ir.attr.OpaqueAttr;
import rw.ir.attr.TypeAttrPrinter;
import rw.ir.attr.Utf8Text;
import rw.ir.def.StrippedForm;
import rw.ir.type.DialectType;
import rw.ir.type.OpaqueType;
import rw.ir.type.Type;

/**
 * The text of a dialect type or attribute without its {@code !dialect.mnemonic} prefix (MLIR's
 * printStrippedAttrOrType): the dialect's own spelling with the mnemonic cut off, and the
 * {@code <…>} of the verbose form unwrapped ({@code #gpu<dim x>} stripped is {@code " x"}).
 */
final class StrippedText {
  private StrippedText() {}

  /** The stripped text of {@code a}, or {@code null} when it is not of the form's dialect and mnemonic. */
  static String of(Attribute a, StrippedForm form) {
    if (a instanceof DialectAttr da && da.dialect().equals(form.dialect())) {
      Utf8Text body = new Utf8Text();
      da.print(new TypeAttrPrinter(body));
      return cut(body.toString(), form.mnemonic());
    }
    if (a instanceof OpaqueAttr oa && oa.type() == null && oa.dialect().equals(form.dialect())) {
      return cut(data(oa.body()), form.mnemonic());
    }
    return null;
  }

  /** The stripped text of {@code t}, or {@code null} when it is not of the form's dialect and mnemonic. */
  static String of(Type t, StrippedForm form) {
    if (t instanceof DialectType dt && dt.dialect().equals(form.dialect())) {
      Utf8Text body = new Utf8Text();
      dt.print(new TypeAttrPrinter(body));
      return cut(body.toString(), form.mnemonic());
    }
    if (t instanceof OpaqueType ot && ot.dialect().equals(form.dialect())) {
      return cut(data(ot.body()), form.mnemonic());
    }
    return null;
  }

  /** The symbol data of an opaque body: after the dot of the pretty form, inside the verbose form's brackets. */
  private static String data(String body) {
    if (body.startsWith(".")) return body.substring(1);
    if (body.startsWith("<") && body.endsWith(">")) return body.substring(1, body.length() - 1);
    return body;
  }

  private static String cut(String data, String mnemonic) {
    if (!data.startsWith(mnemonic)) return null;
    String rest = data.substring(mnemonic.length());
    if (!rest.isEmpty() && (Character.isLetterOrDigit(rest.charAt(0)) || rest.charAt(0) == '_')) return null;
    return rest;
  }
}
