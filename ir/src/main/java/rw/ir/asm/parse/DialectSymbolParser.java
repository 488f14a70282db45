package rw.ir.asm.parse;

import rw.ir.asm.DialectSyntax;
import rw.ir.asm.SyntaxRegistry;
import rw.ir.asm.lex.TokenKind;
import rw.ir.asm.lex.TokenValues;
import rw.ir.attr.Attribute;
import rw.ir.attr.OpaqueAttr;
import rw.ir.type.OpaqueType;
import rw.ir.type.Type;

/**
 * Parses {@code !…} types and {@code #…} attributes: aliases, dialect symbols in pretty
 * ({@code !llvm.ptr<1>}) and verbose ({@code !foo<"…">}) form. Registered dialects parse their
 * symbols through {@link DialectSyntax}; others become opaque symbols holding their text.
 */
final class DialectSymbolParser {
  private final Parser p;
  private final SyntaxRegistry registry;
  /** Parsed symbols by their full text, so repeated spellings are parsed once. */
  private final NameTable<Object> bySpelling = new NameTable<>();

  DialectSymbolParser(Parser p) {
    this.p = p;
    this.registry = SyntaxRegistry.of(p.ctx);
  }

  /** The extent of a dialect symbol: name token, dialect name end, data range, and whether pretty. */
  private record Extent(int tokStart, int dialectEnd, int dataStart, int dataEnd, int end, boolean pretty) {}

  Type parseExtendedType() {
    int tokStart = p.start();
    int tokEnd = p.end();
    p.consume();
    if (isAlias(tokStart, tokEnd)) {
      String name = TokenValues.spelling(p.buf, tokStart + 1, tokEnd);
      Type t = p.symbols.typeAliases.get(name);
      if (t == null) p.emitWrongTokenError("undefined symbol alias id '" + name + "'");
      return t;
    }
    Extent x = scanExtent(tokStart, tokEnd);
    if (x == null) return null;
    Object cached = bySpelling.get(p.buf, x.tokStart(), x.end());
    if (cached instanceof Type t) return t;
    String dialect = TokenValues.spelling(p.buf, tokStart + 1, x.dialectEnd());
    DialectSyntax syntax = registry.lookup(dialect);
    Type t = syntax == null ? new OpaqueType(dialect, body(x)) : parseRegisteredType(syntax, x);
    if (t != null) bySpelling.put(TokenValues.spelling(p.buf, x.tokStart(), x.end()), t);
    return t;
  }

  Attribute parseExtendedAttr(Type type) {
    int tokStart = p.start();
    int tokEnd = p.end();
    p.consume();
    if (isAlias(tokStart, tokEnd)) {
      String name = TokenValues.spelling(p.buf, tokStart + 1, tokEnd);
      Attribute a = p.symbols.attributeAliases.get(name);
      if (a == null) p.emitWrongTokenError("undefined symbol alias id '" + name + "'");
      return a;
    }
    Extent x = scanExtent(tokStart, tokEnd);
    if (x == null) return null;
    Type attrType = type;
    boolean typed = p.consumeIf(TokenKind.COLON);
    if (typed && (attrType = p.types.parseType()) == null) return null;
    if (!typed && type == null) {
      Object cached = bySpelling.get(p.buf, x.tokStart(), x.end());
      if (cached instanceof Attribute a) return a;
    }
    String dialect = TokenValues.spelling(p.buf, tokStart + 1, x.dialectEnd());
    DialectSyntax syntax = registry.lookup(dialect);
    Attribute a = syntax == null ? new OpaqueAttr(dialect, body(x), typed ? attrType : null)
        : parseRegisteredAttr(syntax, x, attrType);
    if (a != null && !typed && type == null) bySpelling.put(TokenValues.spelling(p.buf, x.tokStart(), x.end()), a);
    return a;
  }

  /** A name without a dot and without an immediately following {@code <} is an alias. */
  private boolean isAlias(int tokStart, int tokEnd) {
    boolean trailing = p.is(TokenKind.LESS) && p.start() == tokEnd;
    return !trailing && dotIn(tokStart, tokEnd) < 0;
  }

  private int dotIn(int tokStart, int tokEnd) {
    for (int i = tokStart + 1; i < tokEnd; i++) {
      if (p.buf[i] == '.') return i;
    }
    return -1;
  }

  /** Finds the dialect name and the symbol data, consuming a {@code <…>} body when present. */
  private Extent scanExtent(int tokStart, int tokEnd) {
    int dot = dotIn(tokStart, tokEnd);
    boolean trailing = p.is(TokenKind.LESS) && p.start() == tokEnd;
    if (dot < 0) {
      int lt = p.start();
      int bodyEnd = scanBody();
      if (bodyEnd < 0) return null;
      return new Extent(tokStart, tokEnd, lt + 1, bodyEnd - 1, bodyEnd, false);
    }
    int end = tokEnd;
    if (trailing && (end = scanBody()) < 0) return null;
    return new Extent(tokStart, dot, dot + 1, end, end, true);
  }

  private String body(Extent x) {
    String data = TokenValues.spelling(p.buf, x.dataStart(), x.dataEnd());
    return x.pretty() ? "." + data : "<" + data + ">";
  }

  private Type parseRegisteredType(DialectSyntax syntax, Extent x) {
    int resume = p.start();
    int errors = p.errorCount();
    p.resetTo(x.dataStart());
    Type t = syntax.parseType(new DialectParserAdapter(p, x.dataStart()));
    p.resetTo(resume);
    if (t == null && p.errorCount() == errors) p.emitError(x.dataStart(), "failed to parse dialect type");
    return t;
  }

  private Attribute parseRegisteredAttr(DialectSyntax syntax, Extent x, Type type) {
    int resume = p.start();
    int errors = p.errorCount();
    p.resetTo(x.dataStart());
    Attribute a = syntax.parseAttribute(new DialectParserAdapter(p, x.dataStart()), type);
    p.resetTo(resume);
    if (a == null && p.errorCount() == errors) p.emitError(x.dataStart(), "failed to parse dialect attribute");
    return a;
  }

  /**
   * Skips a balanced {@code <…>} body starting at the current {@code <} token (strings and
   * {@code ->} inside are skipped whole); returns the offset after it, making the token there
   * current, or -1 after an error.
   */
  private int scanBody() {
    byte[] buf = p.buf;
    int cur = p.start();
    byte[] stack = new byte[16];
    int depth = 0;
    do {
      int c = buf[cur++];
      switch (c) {
        case 0:
          if (depth > 0) return unbalanced(stack[depth - 1]);
          p.emitError("unexpected nul or EOF in pretty dialect name");
          return -1;
        case '<': case '[': case '(': case '{':
          if (depth == stack.length) stack = java.util.Arrays.copyOf(stack, depth * 2);
          stack[depth++] = (byte) c;
          continue;
        case '-':
          if (buf[cur] == '>') cur++;
          continue;
        case '>': case ']': case ')': case '}':
          if (stack[depth - 1] != opener(c)) return unbalanced(stack[depth - 1]);
          depth--;
          break;
        case '"':
          p.resetTo(cur - 1);
          if (!p.is(TokenKind.STRING)) return -1;
          cur = p.end();
          break;
        default:
          continue;
      }
    } while (depth > 0);
    p.resetTo(cur);
    return cur;
  }

  private int unbalanced(byte open) {
    p.emitError("unbalanced '" + (char) open + "' character in pretty dialect name");
    return -1;
  }

  private static byte opener(int close) {
    switch (close) {
      case '>': return '<';
      case ']': return '[';
      case ')': return '(';
      default: return '{';
    }
  }
}
