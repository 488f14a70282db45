package rw.ir.attr;

/**
 * MLIR's lexical spellings: escaped string literals, keywords that fall back to strings, symbol
 * references, and the pretty or quoted form of dialect symbols ({@code !foo.bar<1>} or
 * {@code !foo<"x y">}). Strings are byte strings, one {@code char} per byte.
 */
public final class Spelling {
  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private Spelling() {}

  /** {@code "text"} with MLIR's escapes. */
  public static Utf8Text quoted(Utf8Text out, String text) {
    out.append('"');
    escaped(out, text);
    return out.append('"');
  }

  /** Appends {@code text} escaped as {@link #escaped(StringBuilder, String)} does. */
  public static Utf8Text escaped(Utf8Text out, String text) {
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c == '\\') {
        out.append("\\\\");
      } else if (c >= 0x20 && c < 0x7F && c != '"') {
        out.append(c);
      } else {
        out.append('\\').append(HEX[(c >> 4) & 0xF]).append(HEX[c & 0xF]);
      }
    }
    return out;
  }

  /** The name as a bare identifier when possible, else as a quoted string. */
  public static Utf8Text keywordOrString(Utf8Text out, String name) {
    if (isBareIdentifier(name)) return out.append(name);
    return quoted(out, name);
  }

  /** {@code @name} or {@code @"quoted name"}. */
  public static Utf8Text symbolRef(Utf8Text out, String name) {
    if (name.isEmpty()) return out.append("@<<INVALID EMPTY SYMBOL>>");
    out.append('@');
    return keywordOrString(out, name);
  }

  /** {@code "text"} with MLIR's escapes. */
  public static StringBuilder quoted(StringBuilder sb, String text) {
    sb.append('"');
    escaped(sb, text);
    return sb.append('"');
  }

  /**
   * Appends {@code text} escaped as llvm::printEscapedString does: {@code \\} for a backslash,
   * printable ASCII other than {@code "} as is, every other byte as {@code \XX}.
   */
  public static StringBuilder escaped(StringBuilder sb, String text) {
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c == '\\') {
        sb.append("\\\\");
      } else if (c >= 0x20 && c < 0x7F && c != '"') {
        sb.append(c);
      } else {
        sb.append('\\').append(HEX[(c >> 4) & 0xF]).append(HEX[c & 0xF]);
      }
    }
    return sb;
  }

  /** Whether {@code name} can be written without quotes: {@code [a-zA-Z_][a-zA-Z0-9_$.]*}. */
  public static boolean isBareIdentifier(String name) {
    if (name.isEmpty()) return false;
    char c0 = name.charAt(0);
    if (!isAlpha(c0) && c0 != '_') return false;
    for (int i = 1; i < name.length(); i++) {
      char c = name.charAt(i);
      if (!isAlpha(c) && !isDigit(c) && c != '_' && c != '$' && c != '.') return false;
    }
    return true;
  }

  /** The name as a bare identifier when possible, else as a quoted string. */
  public static StringBuilder keywordOrString(StringBuilder sb, String name) {
    if (isBareIdentifier(name)) return sb.append(name);
    return quoted(sb, name);
  }

  /**
   * {@code prefix + dialect + "." + data} when the data is an identifier optionally followed by
   * a {@code <...>} body, else {@code prefix + dialect + "<" + data + ">"}.
   */
  public static StringBuilder dialectSymbol(StringBuilder sb, char prefix, String dialect, CharSequence data) {
    sb.append(prefix).append(dialect);
    if (isPrettyDialectSymbol(data)) return sb.append('.').append(data);
    return sb.append('<').append(data).append('>');
  }

  /** As {@link #dialectSymbol(StringBuilder, char, String, CharSequence)}. */
  public static Utf8Text dialectSymbol(Utf8Text out, char prefix, String dialect, String data) {
    out.append(prefix).append(dialect);
    if (isPrettyDialectSymbol(data)) return out.append('.').append(data);
    return out.append('<').append(data).append('>');
  }

  static boolean isPrettyDialectSymbol(CharSequence data) {
    int n = data.length();
    if (n == 0 || !isAlpha(data.charAt(0))) return false;
    int i = 0;
    while (i < n) {
      char c = data.charAt(i);
      if (!isAlpha(c) && !isDigit(c) && c != '.' && c != '_') break;
      i++;
    }
    if (i == n) return true;
    return data.charAt(i) == '<' && data.charAt(n - 1) == '>';
  }

  /**
   * The data of an opaque type or attribute body as the parser keeps it ({@code .bar<1>} or
   * {@code <"x y">}): the part after the dot, or inside the angle brackets.
   */
  public static String opaqueData(String body) {
    if (body.startsWith(".")) return body.substring(1);
    if (body.length() >= 2 && body.charAt(0) == '<' && body.charAt(body.length() - 1) == '>') {
      return body.substring(1, body.length() - 1);
    }
    return body;
  }

  /** Two uppercase hex digits per byte, in order. */
  public static Utf8Text hexBytes(Utf8Text out, byte[] bytes) {
    for (byte b : bytes) out.append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
    return out;
  }

  static boolean isAlpha(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
