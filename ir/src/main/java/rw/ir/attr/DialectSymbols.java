package rw.ir.attr;

import java.nio.charset.StandardCharsets;
import java.util.IdentityHashMap;
import java.util.Map;
import rw.ir.type.DialectType;

/**
 * The spellings of dialect types and attributes ({@code !llvm.ptr}, {@code #gpu<dim x>}) for one
 * printer: made once per value (a memo by equality, shared with the printers of nested bodies),
 * and encoded once per object (ops mostly share their type objects, and an equality lookup
 * hashes and compares whole structures).
 */
final class DialectSymbols {
  private final TypeAttrPrinter printer;
  private final Map<Object, String> memo;
  private final IdentityHashMap<Object, byte[]> encoded = new IdentityHashMap<>();

  DialectSymbols(TypeAttrPrinter printer, Map<Object, String> memo) {
    this.printer = printer;
    this.memo = memo;
  }

  /** Appends {@link #spelling} of {@code value} to {@code out}. */
  void append(Utf8Text out, Object value, char prefix, String dialect) {
    byte[] bytes = encoded.get(value);
    if (bytes == null) {
      bytes = spelling(value, prefix, dialect).getBytes(StandardCharsets.UTF_8);
      encoded.put(value, bytes);
    }
    out.appendBytes(bytes);
  }

  /** {@code !dialect.body} or {@code #dialect<body>} of a dialect type or attribute. */
  String spelling(Object value, char prefix, String dialect) {
    String known = memo.get(value);
    if (known != null) return known;
    Utf8Text body = new Utf8Text();
    TypeAttrPrinter nested = printer.nested(body);
    if (value instanceof DialectType dt) dt.print(nested);
    else ((DialectAttr) value).print(nested);
    String spelling = Spelling.dialectSymbol(new StringBuilder(), prefix, dialect, body.toString()).toString();
    memo.put(value, spelling);
    return spelling;
  }
}
