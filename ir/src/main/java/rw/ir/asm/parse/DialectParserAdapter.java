package rw.ir.asm.parse;

import java.util.ArrayList;
import java.util.List;
import rw.ir.asm.DialectAsmParser;
import rw.ir.asm.lex.TokenKind;
import rw.ir.asm.lex.TokenValues;
import rw.ir.attr.Attribute;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * The parser as dialect type/attribute parsers see it (MLIR's AsmParserImpl): token helpers with
 * MLIR's messages. Base of the custom op parser, which prefixes the errors its hooks emit.
 */
class DialectParserAdapter implements DialectAsmParser {
  final Parser p;
  /** Where the symbol or op being parsed starts; hook errors without a position go here. */
  int nameOffset;

  DialectParserAdapter(Parser p, int nameOffset) {
    this.p = p;
    this.nameOffset = nameOffset;
  }

  /** The text hook errors start with (custom ops prefix their name). */
  String errorPrefix() {
    return "";
  }

  @Override
  public Location currentLocation() {
    return p.location(p.start());
  }

  @Override
  public boolean emitError(String message) {
    return p.emitError(errorPrefix() + message);
  }

  @Override
  public boolean emitError(Location at, String message) {
    return p.emitError(at, errorPrefix() + message);
  }

  @Override
  public String parseKeyword(String what) {
    String k = parseOptionalKeyword();
    if (k == null) {
      int at = p.start();
      p.emitError(at, errorPrefix() + (what == null || what.isEmpty() ? "expected valid keyword" : "expected " + what));
    }
    return k;
  }

  @Override
  public String parseOptionalKeyword() {
    if (!p.isKeyword()) return null;
    String s = p.spelling();
    p.consume();
    return s;
  }

  @Override
  public boolean parseKeyword(String keyword, String what) {
    if (parseOptionalKeyword(keyword)) return true;
    return p.emitError(p.start(), errorPrefix() + "expected '" + keyword + "'" + (what == null ? "" : what));
  }

  @Override
  public boolean parseOptionalKeyword(String keyword) {
    if (!p.isKeyword() || !p.spellingIs(keyword)) return false;
    p.consume();
    return true;
  }

  @Override public boolean parseLess() { return p.parseToken(TokenKind.LESS, "expected '<'"); }
  @Override public boolean parseOptionalLess() { return p.consumeIf(TokenKind.LESS); }
  @Override public boolean parseGreater() { return p.parseToken(TokenKind.GREATER, "expected '>'"); }
  @Override public boolean parseOptionalGreater() { return p.consumeIf(TokenKind.GREATER); }
  @Override public boolean parseLParen() { return p.parseToken(TokenKind.L_PAREN, "expected '('"); }
  @Override public boolean parseOptionalLParen() { return p.consumeIf(TokenKind.L_PAREN); }
  @Override public boolean parseRParen() { return p.parseToken(TokenKind.R_PAREN, "expected ')'"); }
  @Override public boolean parseOptionalRParen() { return p.consumeIf(TokenKind.R_PAREN); }
  @Override public boolean parseLSquare() { return p.parseToken(TokenKind.L_SQUARE, "expected '['"); }
  @Override public boolean parseOptionalLSquare() { return p.consumeIf(TokenKind.L_SQUARE); }
  @Override public boolean parseRSquare() { return p.parseToken(TokenKind.R_SQUARE, "expected ']'"); }
  @Override public boolean parseOptionalRSquare() { return p.consumeIf(TokenKind.R_SQUARE); }
  @Override public boolean parseComma() { return p.parseToken(TokenKind.COMMA, "expected ','"); }
  @Override public boolean parseOptionalComma() { return p.consumeIf(TokenKind.COMMA); }
  @Override public boolean parseColon() { return p.parseToken(TokenKind.COLON, "expected ':'"); }
  @Override public boolean parseOptionalColon() { return p.consumeIf(TokenKind.COLON); }
  @Override public boolean parseEqual() { return p.parseToken(TokenKind.EQUAL, "expected '='"); }
  @Override public boolean parseOptionalEqual() { return p.consumeIf(TokenKind.EQUAL); }
  @Override public boolean parseOptionalStar() { return p.consumeIf(TokenKind.STAR); }
  @Override public boolean parseOptionalQuestion() { return p.consumeIf(TokenKind.QUESTION); }
  @Override public boolean parseOptionalEllipsis() { return p.consumeIf(TokenKind.ELLIPSIS); }
  @Override public boolean parseOptionalVerticalBar() { return p.consumeIf(TokenKind.VERTICAL_BAR); }

  @Override
  public Long parseInteger(String what) {
    int at = p.start();
    boolean present = p.is(TokenKind.INTEGER) || p.is(TokenKind.MINUS) || NumberParser.isBool(p.kind());
    if (!present) {
      p.emitError(at, errorPrefix() + "expected integer value");
      return null;
    }
    return parseOptionalInteger();
  }

  @Override
  public Long parseOptionalInteger() {
    if (NumberParser.isBool(p.kind())) {
      long v = p.is(TokenKind.KW_TRUE) ? 1 : 0;
      p.consume();
      return v;
    }
    if (!p.is(TokenKind.INTEGER) && !p.is(TokenKind.MINUS)) return null;
    boolean negative = p.consumeIf(TokenKind.MINUS);
    rw.ir.asm.lex.Token tok = p.token();
    if (!p.parseToken(TokenKind.INTEGER, "expected integer value")) return null;
    java.math.BigInteger v = TokenValues.integerValue(p.buf, tok.start(), tok.end());
    if (negative) v = v.negate();
    if (v.bitLength() > 63) {
      p.emitError(tok.start(), "integer value too large");
      return null;
    }
    return v.longValue();
  }

  @Override
  public String parseString(String what) {
    String s = parseOptionalString();
    if (s == null) p.emitError(p.start(), errorPrefix() + (what == null ? "expected string" : "expected " + what));
    return s;
  }

  @Override
  public String parseOptionalString() {
    if (!p.is(TokenKind.STRING)) return null;
    String s = p.stringValue();
    p.consume();
    return s;
  }

  @Override
  public Type parseType() {
    return p.types.parseType();
  }

  @Override
  public Type parseOptionalType() {
    return p.types.parseOptionalType();
  }

  @Override
  public Attribute parseAttribute() {
    return p.attrs.parseAttribute(null);
  }

  @Override
  public String parseSymbolName() {
    if (!p.is(TokenKind.AT_IDENTIFIER)) {
      p.emitError(p.start(), errorPrefix() + "expected valid '@'-identifier for symbol name");
      return null;
    }
    String name = p.attrs.symbolName();
    p.consume();
    return name;
  }

  @Override
  public String parseOptionalSymbolName() {
    return p.is(TokenKind.AT_IDENTIFIER) ? parseSymbolName() : null;
  }

  @Override
  public List<Long> parseDimensionList(boolean allowDynamic) {
    List<Long> dims = new ArrayList<>();
    return p.types.parseDimensionListRanked(dims, allowDynamic, true) ? dims : null;
  }

  @Override
  public boolean atGreater() {
    return p.is(TokenKind.GREATER);
  }
}
