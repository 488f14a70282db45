package rw.ir.asm.parse;

import rw.ir.Context;
import rw.ir.asm.Source;
import rw.ir.asm.lex.Lexer;
import rw.ir.asm.lex.SourceLines;
import rw.ir.asm.lex.Token;
import rw.ir.asm.lex.TokenKind;
import rw.ir.asm.lex.TokenValues;
import rw.ir.diag.Diagnostic;
import rw.ir.diag.InFlightDiagnostic;
import rw.ir.diag.Severity;
import rw.ir.loc.FileLineColLoc;
import rw.ir.loc.Location;

/**
 * The token-level core shared by the type, attribute, location and operation parsers: the
 * current token, consuming and expecting tokens, comma-separated lists, and error reporting at
 * MLIR's positions. Methods that parse return {@code true} on success; on failure they have
 * reported an error (or the lexer has) and return {@code false} or {@code null}.
 */
final class Parser {
  /** Parses one element of a list; returns success. */
  @FunctionalInterface
  interface Step {
    boolean run();
  }

  enum Delimiter { NONE, PAREN, OPTIONAL_PAREN, SQUARE, OPTIONAL_SQUARE, LESS_GREATER, OPTIONAL_LESS_GREATER, BRACES, OPTIONAL_BRACES }

  final Context ctx;
  final Lexer lex;
  final byte[] buf;
  final SymbolState symbols;
  final TypeParser types;
  final AttributeParser attrs;
  final LocationParser locs;
  final DialectSymbolParser dialectSymbols;
  private final SourceLines lines;
  private final String fileName;
  private final int lineOffset;
  private final int columnOffset;
  private int errorCount;
  private int prevEnd;
  /** {@link #location(int)} as a function, made once for the operands that locate themselves lazily. */
  final java.util.function.IntFunction<Location> locator = this::location;

  /** A parser of {@code text[0, length)} (see {@link Lexer#Lexer(byte[], int)} for the array). */
  Parser(Context ctx, Source src, byte[] text, int length) {
    this.ctx = ctx;
    this.lex = new Lexer(text, length);
    this.buf = lex.buffer();
    this.lines = new SourceLines(buf, lex.length());
    this.fileName = src.fileName();
    this.lineOffset = src.lineOffset();
    this.columnOffset = src.columnOffset();
    this.symbols = new SymbolState();
    this.types = new TypeParser(this);
    this.attrs = new AttributeParser(this);
    this.locs = new LocationParser(this);
    this.dialectSymbols = new DialectSymbolParser(this);
    if (lex.next() == TokenKind.ERROR) reportLexError();
  }

  /**
   * A parser for a part of {@code whole}'s text (a region it skipped), on another thread: the
   * same text and file, the given aliases; its own lexer and line cursor, positioned by
   * {@link #resetTo(int, int, int)}.
   */
  Parser(Parser whole, SymbolState symbols) {
    this.ctx = whole.ctx;
    this.lex = new Lexer(whole.lex);
    this.buf = whole.buf;
    this.lines = new SourceLines(buf, lex.length());
    this.fileName = whole.fileName;
    this.lineOffset = whole.lineOffset;
    this.columnOffset = whole.columnOffset;
    this.symbols = symbols;
    this.types = new TypeParser(this);
    this.attrs = new AttributeParser(this);
    this.locs = new LocationParser(this);
    this.dialectSymbols = new DialectSymbolParser(this);
  }

  // ---- the current token ----

  TokenKind kind() {
    return lex.kind();
  }

  boolean is(TokenKind k) {
    return lex.kind() == k;
  }

  int start() {
    return lex.start();
  }

  int end() {
    return lex.end();
  }

  Token token() {
    return lex.token();
  }

  /** The current token's text. */
  String spelling() {
    return TokenValues.spelling(buf, lex.start(), lex.end());
  }

  /** Whether the current token's text is exactly {@code s} (ASCII). */
  boolean spellingIs(String s) {
    int start = lex.start();
    if (lex.end() - start != s.length()) return false;
    for (int i = 0; i < s.length(); i++) {
      if (buf[start + i] != s.charAt(i)) return false;
    }
    return true;
  }

  boolean isKeyword() {
    TokenKind k = lex.kind();
    return k == TokenKind.BARE_IDENTIFIER || k == TokenKind.INTTYPE || k.isKeyword();
  }

  /** The unescaped value of the current string token. */
  String stringValue() {
    return TokenValues.stringValue(buf, lex.start(), lex.end());
  }

  void consume() {
    prevEnd = lex.end();
    if (lex.next() == TokenKind.ERROR) reportLexError();
  }

  /** Re-lexes from {@code offset}, making the token there current (MLIR's resetToken). */
  void resetTo(int offset) {
    prevEnd = offset;
    if (lex.resetTo(offset) == TokenKind.ERROR) reportLexError();
  }

  /** As {@link #resetTo(int)}, at an offset known to be on 0-based {@code line}, which starts at {@code lineStart}. */
  void resetTo(int offset, int line, int lineStart) {
    lines.moveTo(offset, line, lineStart);
    resetTo(offset);
  }

  /** The 0-based line of {@code offset} (cheap at or after the last location asked for). */
  int lineIndex(int offset) {
    return lines.line(offset) - 1;
  }

  /** Where the line of {@code offset} starts (as {@link #lineIndex}). */
  int lineStartOf(int offset) {
    return offset - lines.column(offset) + 1;
  }

  /** Where the token consumed last ends. */
  int prevEnd() {
    return prevEnd;
  }

  boolean consumeIf(TokenKind k) {
    if (lex.kind() != k) return false;
    consume();
    return true;
  }

  /** Consumes {@code k} or reports {@code message} as a wrong-token error. */
  boolean parseToken(TokenKind k, String message) {
    if (consumeIf(k)) return true;
    return emitWrongTokenError(message);
  }

  // ---- lists ----

  boolean parseCommaSeparatedList(Step element) {
    if (!element.run()) return false;
    while (consumeIf(TokenKind.COMMA)) {
      if (!element.run()) return false;
    }
    return true;
  }

  boolean parseCommaSeparatedList(Delimiter delimiter, Step element, String context) {
    TokenKind close = openDelimited(delimiter, context);
    if (close == null) return false;
    if (close == TokenKind.EOF) return true;
    if (!parseCommaSeparatedList(element)) return false;
    if (close == TokenKind.ERROR) return true;
    return parseToken(close, "expected '" + close.spelling() + "'" + context);
  }

  /**
   * Opens a delimited list: returns the closing kind, {@code EOF} when the list is absent or
   * already closed (empty), {@code ERROR} for {@link Delimiter#NONE}, or null on failure.
   */
  private TokenKind openDelimited(Delimiter d, String context) {
    if (d == Delimiter.NONE) return TokenKind.ERROR;
    TokenKind open = opener(d);
    TokenKind close = closer(open);
    boolean optional = d == Delimiter.OPTIONAL_PAREN || d == Delimiter.OPTIONAL_SQUARE
        || d == Delimiter.OPTIONAL_LESS_GREATER || d == Delimiter.OPTIONAL_BRACES;
    if (optional && !is(open)) return TokenKind.EOF;
    if (!parseToken(open, "expected '" + open.spelling() + "'" + context)) return null;
    if (consumeIf(close)) return TokenKind.EOF;
    return close;
  }

  private static TokenKind opener(Delimiter d) {
    switch (d) {
      case PAREN: case OPTIONAL_PAREN: return TokenKind.L_PAREN;
      case SQUARE: case OPTIONAL_SQUARE: return TokenKind.L_SQUARE;
      case LESS_GREATER: case OPTIONAL_LESS_GREATER: return TokenKind.LESS;
      default: return TokenKind.L_BRACE;
    }
  }

  private static TokenKind closer(TokenKind open) {
    switch (open) {
      case L_PAREN: return TokenKind.R_PAREN;
      case L_SQUARE: return TokenKind.R_SQUARE;
      case LESS: return TokenKind.GREATER;
      default: return TokenKind.R_BRACE;
    }
  }

  boolean parseCommaSeparatedListUntil(TokenKind right, Step element, boolean allowEmpty) {
    if (is(right)) {
      if (!allowEmpty) return emitWrongTokenError("expected list element");
      consume();
      return true;
    }
    return parseCommaSeparatedList(element)
        && parseToken(right, "expected ',' or '" + right.spelling() + "'");
  }

  // ---- locations and errors ----

  /** The file position of {@code offset}, as MLIR encodes source locations. */
  FileLineColLoc location(int offset) {
    int line = lines.line(offset);
    int col = lines.column(offset);
    if (line == 1) col += columnOffset;
    return new FileLineColLoc(fileName, line + lineOffset, col);
  }

  int errorCount() {
    return errorCount;
  }

  /** The location of the implicit top-level module (MLIR: line 0, col 0 of the chunk). */
  FileLineColLoc moduleLocation() {
    if (lineOffset == 0 && columnOffset == 0) return new FileLineColLoc(fileName, 0, 0);
    return new FileLineColLoc(fileName, lineOffset + 1, columnOffset + 1);
  }

  /** Reports {@code message} at the current token (one byte back at the end of input). */
  boolean emitError(String message) {
    int at = lex.start();
    if (is(TokenKind.EOF) && at > 0) at--;
    return emitError(at, message);
  }

  boolean emitError(int offset, String message) {
    InFlightDiagnostic d = diagnose(offset, message);
    if (d != null) d.report();
    return false;
  }

  /** A diagnostic to attach notes to, or null when the lexer already reported this failure. */
  InFlightDiagnostic diagnose(int offset, String message) {
    if (is(TokenKind.ERROR)) return null;
    errorCount++;
    return new InFlightDiagnostic(ctx.diagnostics(), Severity.ERROR, location(offset), message);
  }

  /** Reports at an already-made location (errors found outside the token stream). */
  boolean emitError(Location at, String message) {
    if (is(TokenKind.ERROR)) return false;
    errorCount++;
    ctx.diagnostics().emit(Diagnostic.error(at, message));
    return false;
  }

  /**
   * Reports a missing token: when the current token starts a line, the error goes to the end of
   * the previous non-blank line (before any {@code //} comment), where the token was expected.
   */
  boolean emitWrongTokenError(String message) {
    int at = lex.start();
    if (is(TokenKind.EOF) && at > 0) at--;
    return emitError(WrongTokenPosition.find(buf, at), message);
  }

  private void reportLexError() {
    errorCount++;
    ctx.diagnostics().emit(Diagnostic.error(location(lex.errorOffset()), lex.errorMessage()));
  }
}
