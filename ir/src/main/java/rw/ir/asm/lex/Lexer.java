package rw.ir.asm.lex;

/**
 * Splits MLIR text (UTF-8 bytes) into tokens on demand. The current token is held in fields
 * ({@link #kind()}, {@link #start()}, {@link #end()}) so lexing allocates nothing. A lexical
 * error yields an {@link TokenKind#ERROR} token whose message and offset are kept until the next
 * token is lexed.
 */
public final class Lexer {
  /** Bytes past the end that are always 0, so lookahead never needs a bounds check. */
  public static final int PADDING = 4;

  private final byte[] buf;
  private final int length;
  private int pos;
  private TokenKind kind = TokenKind.EOF;
  private int tokStart;
  private int tokEnd;
  private String errorMessage;
  private int errorOffset;

  /** Lexes {@code text}; the array is copied (with zero padding). */
  public Lexer(byte[] text) {
    this(text, text.length);
  }

  /**
   * Lexes {@code text[0, length)}. When the array holds {@link #PADDING} zero bytes after the text
   * it is used as it is (a reader that allocates the padding saves a copy of the whole input);
   * else the text is copied with zero padding.
   */
  public Lexer(byte[] text, int length) {
    this.length = length;
    this.buf = zeroPadded(text, length) ? text : java.util.Arrays.copyOf(text, length + PADDING);
    if (buf != text) java.util.Arrays.fill(buf, length, buf.length, (byte) 0);
  }

  private static boolean zeroPadded(byte[] text, int length) {
    if (text.length - length < PADDING) return false;
    for (int i = length; i < length + PADDING; i++) {
      if (text[i] != 0) return false;
    }
    return true;
  }

  /** A lexer over the same text as {@code other}, sharing its buffer, for parsing parts of it apart. */
  public Lexer(Lexer other) {
    this.length = other.length;
    this.buf = other.buf;
  }

  public byte[] buffer() {
    return buf;
  }

  /** The number of bytes of text (the buffer is longer by its zero padding). */
  public int length() {
    return length;
  }

  public TokenKind kind() {
    return kind;
  }

  public int start() {
    return tokStart;
  }

  public int end() {
    return tokEnd;
  }

  public boolean is(TokenKind k) {
    return kind == k;
  }

  /** The message of the last ERROR token. */
  public String errorMessage() {
    return errorMessage;
  }

  /** Where the last ERROR token's message points. */
  public int errorOffset() {
    return errorOffset;
  }

  /** The current token as a value. */
  public Token token() {
    return new Token(kind, tokStart, tokEnd);
  }

  /** Continues lexing at {@code offset} (MLIR's resetPointer) and lexes the next token there. */
  public TokenKind resetTo(int offset) {
    pos = offset;
    return next();
  }

  /** Single-character punctuation by its character, null for the others. */
  private static final TokenKind[] PUNCTUATION = new TokenKind[128];

  static {
    PUNCTUATION[':'] = TokenKind.COLON;
    PUNCTUATION[','] = TokenKind.COMMA;
    PUNCTUATION['('] = TokenKind.L_PAREN;
    PUNCTUATION[')'] = TokenKind.R_PAREN;
    PUNCTUATION['}'] = TokenKind.R_BRACE;
    PUNCTUATION['['] = TokenKind.L_SQUARE;
    PUNCTUATION[']'] = TokenKind.R_SQUARE;
    PUNCTUATION['<'] = TokenKind.LESS;
    PUNCTUATION['>'] = TokenKind.GREATER;
    PUNCTUATION['='] = TokenKind.EQUAL;
    PUNCTUATION['+'] = TokenKind.PLUS;
    PUNCTUATION['*'] = TokenKind.STAR;
    PUNCTUATION['?'] = TokenKind.QUESTION;
    PUNCTUATION['|'] = TokenKind.VERTICAL_BAR;
  }

  /** Bytes that may continue a bare identifier: letters, digits, {@code _ $ .}. */
  private static final boolean[] IDENT_CHAR = new boolean[256];
  /** Bytes that may continue a prefixed identifier ({@code %x}, {@code #x}…): letters, digits, {@code $ . _ -}. */
  private static final boolean[] SUFFIX_CHAR = new boolean[256];

  static {
    for (int c = 0; c < 256; c++) {
      IDENT_CHAR[c] = isAlpha(c) || isDigit(c) || c == '_' || c == '$' || c == '.';
      SUFFIX_CHAR[c] = isAlpha(c) || isDigit(c) || isIdPunct(c);
    }
  }

  /** Lexes the next token, making it current; returns its kind. */
  public TokenKind next() {
    while (true) {
      int start = pos;
      int c = buf[pos++] & 0xFF;
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r') continue;
      if (c == 0) {
        if (start < length) continue;
        pos = start;
        return form(TokenKind.EOF, start);
      }
      if (c == '/' && buf[pos] == '/') {
        skipComment();
        continue;
      }
      return lexToken(c, start);
    }
  }

  private TokenKind lexToken(int c, int start) {
    TokenKind single = c < 128 ? PUNCTUATION[c] : null;
    if (single != null) return form(single, start);
    switch (c) {
      case '.': return lexEllipsis(start);
      case '{': return lexTwoMore(start, '-', '#', TokenKind.FILE_METADATA_BEGIN, TokenKind.L_BRACE);
      case '-':
        if (buf[pos] != '>') return form(TokenKind.MINUS, start);
        pos++;
        return form(TokenKind.ARROW, start);
      case '/': return form(TokenKind.SLASH, start);
      case '@': return lexAtIdentifier(start);
      case '#':
        if (buf[pos] == '-' && buf[pos + 1] == '}') return lexTwoMore(start, '-', '}', TokenKind.FILE_METADATA_END, null);
        return lexPrefixedIdentifier(start);
      case '!': case '^': case '%': return lexPrefixedIdentifier(start);
      case '"': return lexString(start);
      default:
        if (isDigit(c)) return lexNumber(start);
        if (isAlpha(c) || c == '_') return lexBareIdentifier(start);
        return error(start, "unexpected character");
    }
  }

  /** {@code long} when the next two characters are {@code a b}, else {@code single}. */
  private TokenKind lexTwoMore(int start, char a, char b, TokenKind longKind, TokenKind single) {
    if (buf[pos] == a && buf[pos + 1] == b) {
      pos += 2;
      return form(longKind, start);
    }
    return form(single, start);
  }

  private TokenKind form(TokenKind k, int start) {
    kind = k;
    tokStart = start;
    tokEnd = pos;
    return k;
  }

  private TokenKind error(int at, String message) {
    errorMessage = message;
    errorOffset = at;
    kind = TokenKind.ERROR;
    tokStart = at;
    tokEnd = pos;
    return kind;
  }

  private void skipComment() {
    pos++;
    while (true) {
      int c = buf[pos];
      if (c == '\n' || c == '\r') {
        pos++;
        return;
      }
      if (c == 0 && pos >= length) return;
      pos++;
    }
  }

  private TokenKind lexEllipsis(int start) {
    if (pos >= length || buf[pos] != '.' || buf[pos + 1] != '.') {
      return error(pos, "expected three consecutive dots for an ellipsis");
    }
    pos += 2;
    return form(TokenKind.ELLIPSIS, start);
  }

  private TokenKind lexAtIdentifier(int start) {
    int c = buf[pos++] & 0xFF;
    if (c == '"') {
      if (lexString(pos - 1) == TokenKind.ERROR) return TokenKind.ERROR;
      return form(TokenKind.AT_IDENTIFIER, start);
    }
    if (!isAlpha(c) && c != '_') {
      return error(pos - 1, "@ identifier expected to start with letter or '_'");
    }
    while (IDENT_CHAR[buf[pos] & 0xFF]) pos++;
    return form(TokenKind.AT_IDENTIFIER, start);
  }

  private TokenKind lexBareIdentifier(int start) {
    while (IDENT_CHAR[buf[pos] & 0xFF]) pos++;
    if (isIntType(start, pos)) return form(TokenKind.INTTYPE, start);
    return form(Keywords.lookup(buf, start, pos), start);
  }

  /** {@code i[0-9]+}, {@code si[0-9]+} or {@code ui[0-9]+}. */
  private boolean isIntType(int start, int end) {
    int digits;
    if (buf[start] == 'i') digits = start + 1;
    else if ((buf[start] == 's' || buf[start] == 'u') && buf[start + 1] == 'i') digits = start + 2;
    else return false;
    if (digits >= end) return false;
    for (int i = digits; i < end; i++) {
      if (!isDigit(buf[i])) return false;
    }
    return true;
  }

  private TokenKind lexNumber(int start) {
    if (buf[start] == '0' && buf[pos] == 'x') {
      if (!isHexDigit(buf[pos + 1])) return form(TokenKind.INTEGER, start);
      pos += 2;
      while (isHexDigit(buf[pos])) pos++;
      return form(TokenKind.INTEGER, start);
    }
    while (isDigit(buf[pos])) pos++;
    if (buf[pos] != '.') return form(TokenKind.INTEGER, start);
    pos++;
    while (isDigit(buf[pos])) pos++;
    if (buf[pos] == 'e' || buf[pos] == 'E') {
      byte c1 = buf[pos + 1];
      if (isDigit(c1) || ((c1 == '-' || c1 == '+') && isDigit(buf[pos + 2]))) {
        pos += 2;
        while (isDigit(buf[pos])) pos++;
      }
    }
    return form(TokenKind.FLOATLITERAL, start);
  }

  private TokenKind lexPrefixedIdentifier(int start) {
    int c = buf[pos] & 0xFF;
    if (isDigit(c)) {
      while (isDigit(buf[pos])) pos++;
    } else if (isAlpha(c) || isIdPunct(c)) {
      do {
        pos++;
      } while (SUFFIX_CHAR[buf[pos] & 0xFF]);
    } else {
      return error(pos - 1, prefixedError(buf[start]));
    }
    return form(prefixedKind(buf[start]), start);
  }

  private static TokenKind prefixedKind(byte prefix) {
    switch (prefix) {
      case '#': return TokenKind.HASH_IDENTIFIER;
      case '%': return TokenKind.PERCENT_IDENTIFIER;
      case '^': return TokenKind.CARET_IDENTIFIER;
      default: return TokenKind.EXCLAMATION_IDENTIFIER;
    }
  }

  private static String prefixedError(byte prefix) {
    switch (prefix) {
      case '#': return "invalid attribute name";
      case '%': return "invalid SSA name";
      case '^': return "invalid block name";
      default: return "invalid type identifier";
    }
  }

  /** Lexes a string literal whose opening quote is at {@code start}. */
  private TokenKind lexString(int start) {
    pos = start + 1;
    while (true) {
      int c = buf[pos++] & 0xFF;
      switch (c) {
        case '"':
          return form(TokenKind.STRING, start);
        case 0:
          if (pos - 1 < length) continue;
          return error(pos - 1, "expected '\"' in string literal");
        case '\n': case 0x0B: case 0x0C:
          return error(pos - 1, "expected '\"' in string literal");
        case '\\':
          int e = buf[pos];
          if (e == '"' || e == '\\' || e == 'n' || e == 't') pos++;
          else if (isHexDigit(e) && isHexDigit(buf[pos + 1])) pos += 2;
          else return error(pos - 1, "unknown escape in string literal");
          continue;
        default:
          continue;
      }
    }
  }

  static boolean isAlpha(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  static boolean isDigit(int c) {
    return c >= '0' && c <= '9';
  }

  static boolean isHexDigit(int c) {
    return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }

  private static boolean isIdPunct(int c) {
    return c == '$' || c == '.' || c == '_' || c == '-';
  }
}
