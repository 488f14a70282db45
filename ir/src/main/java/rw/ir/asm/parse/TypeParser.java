package rw.ir.asm.parse;

import java.util.ArrayList;
import java.util.List;
import rw.ir.asm.lex.TokenKind;
import rw.ir.asm.lex.TokenValues;
import rw.ir.type.ComplexType;
import rw.ir.type.FloatType;
import rw.ir.type.FunctionType;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.NoneType;
import rw.ir.type.ShapedType;
import rw.ir.type.TupleType;
import rw.ir.type.Type;

/** Parses builtin types and type lists (MLIR's TypeParser); shaped types are in {@link ShapedTypeParser}. */
final class TypeParser {
  private final Parser p;
  private final ShapedTypeParser shaped;
  private final TypeCache cache = new TypeCache();
  /** Bracketed types by their text. */
  private final NameTable<Type> bySpelling = new NameTable<>();

  TypeParser(Parser p) {
    this.p = p;
    this.shaped = new ShapedTypeParser(p, this);
  }

  /** Whether the current token can start a type. */
  boolean startsType() {
    switch (p.kind()) {
      case L_PAREN: case KW_MEMREF: case KW_TENSOR: case KW_COMPLEX: case KW_TUPLE: case KW_VECTOR:
      case INTTYPE: case KW_BF16: case KW_F16: case KW_TF32: case KW_F32: case KW_F64: case KW_F80:
      case KW_F128: case KW_INDEX: case KW_NONE: case EXCLAMATION_IDENTIFIER:
        return true;
      default:
        return isSmallFloatKeyword(p.kind());
    }
  }

  /** A type when one is next; null without error when none is (check {@link #startsType()}). */
  Type parseOptionalType() {
    return startsType() ? parseType() : null;
  }

  Type parseType() {
    if (p.is(TokenKind.L_PAREN)) return parseFunctionType();
    return parseNonFunctionType();
  }

  Type parseNonFunctionType() {
    TokenKind k = p.kind();
    switch (k) {
      case KW_MEMREF: case KW_TENSOR: case KW_VECTOR: case KW_COMPLEX: case KW_TUPLE:
        return parseBracketedType(k);
      case INTTYPE: return parseIntegerType();
      case KW_BF16: return floatType(FloatType.BF16);
      case KW_F16: return floatType(FloatType.F16);
      case KW_F32: return floatType(FloatType.F32);
      case KW_F64: return floatType(FloatType.F64);
      case KW_TF32: return floatType(cache.floatOf(FloatType.Kind.TF32));
      case KW_F80: return floatType(cache.floatOf(FloatType.Kind.F80));
      case KW_F128: return floatType(cache.floatOf(FloatType.Kind.F128));
      case KW_INDEX: p.consume(); return IndexType.INSTANCE;
      case KW_NONE: p.consume(); return NoneType.INSTANCE;
      case EXCLAMATION_IDENTIFIER: return p.dialectSymbols.parseExtendedType();
      default:
        if (isSmallFloatKeyword(k)) return floatType(cache.floatOf(FloatType.Kind.bySpelling(p.spelling())));
        p.emitWrongTokenError("expected non-function type");
        return null;
    }
  }

  /**
   * A {@code keyword<…>} type. Its text is looked up first: a text parsed before gives the same
   * type (types do not depend on where they are written), which saves re-parsing the
   * {@code memref<8x8xf32>} of every op of a large module.
   */
  private Type parseBracketedType(TokenKind k) {
    int start = p.start();
    int end = BracketScanner.endOfBody(p.buf, p.end());
    if (end > 0) {
      Type t = bySpelling.get(p.buf, start, end);
      if (t != null) {
        p.resetTo(end);
        return t;
      }
    }
    Type t = parseBracketedTypeBody(k);
    if (t != null && end > 0 && p.prevEnd() == end) bySpelling.put(TokenValues.spelling(p.buf, start, end), t);
    return t;
  }

  private Type parseBracketedTypeBody(TokenKind k) {
    switch (k) {
      case KW_MEMREF: return shaped.parseMemRefType();
      case KW_TENSOR: return shaped.parseTensorType();
      case KW_VECTOR: return shaped.parseVectorType();
      case KW_COMPLEX: return parseComplexType();
      default: return parseTupleType();
    }
  }

  private static boolean isSmallFloatKeyword(TokenKind k) {
    return k.ordinal() >= TokenKind.KW_F8E5M2.ordinal() && k.ordinal() <= TokenKind.KW_F8E8M0FNU.ordinal();
  }

  private Type floatType(FloatType t) {
    p.consume();
    return t;
  }

  private Type parseIntegerType() {
    byte[] buf = p.buf;
    int start = p.start();
    int end = p.end();
    boolean signless = buf[start] == 'i';
    int digits = signless ? start + 1 : start + 2;
    long width = TokenValues.decimalValue(buf, digits, end, 0xFFFF_FFFFL);
    if (width < 0) {
      p.emitError("invalid integer width");
      return null;
    }
    if (width > IntegerType.MAX_WIDTH) {
      p.emitError(start, "integer bitwidth is limited to " + IntegerType.MAX_WIDTH + " bits");
      return null;
    }
    p.consume();
    if (signless) return cache.integerOf((int) width);
    IntegerType.Signedness s = buf[start] == 's' ? IntegerType.Signedness.SIGNED : IntegerType.Signedness.UNSIGNED;
    return cache.integerOf((int) width, s);
  }

  private Type parseComplexType() {
    p.consume();
    if (!p.parseToken(TokenKind.LESS, "expected '<' in complex type")) return null;
    int elementLoc = p.start();
    Type element = parseType();
    if (element == null || !p.parseToken(TokenKind.GREATER, "expected '>' in complex type")) return null;
    if (!(element instanceof FloatType) && !(element instanceof IntegerType)) {
      p.emitError(elementLoc, "invalid element type for complex");
      return null;
    }
    return cache.intern(new ComplexType(element));
  }

  private Type parseTupleType() {
    p.consume();
    if (!p.parseToken(TokenKind.LESS, "expected '<' in tuple type")) return null;
    if (p.consumeIf(TokenKind.GREATER)) return cache.intern(new TupleType(List.of()));
    List<Type> types = new ArrayList<>();
    if (!parseTypeListNoParens(types) || !p.parseToken(TokenKind.GREATER, "expected '>' in tuple type")) {
      return null;
    }
    return cache.intern(new TupleType(types));
  }

  FunctionType parseFunctionType() {
    List<Type> inputs = new ArrayList<>(4);
    List<Type> results = new ArrayList<>(2);
    if (!parseTypeListParens(inputs)
        || !p.parseToken(TokenKind.ARROW, "expected '->' in function type")
        || !parseFunctionResultTypes(results)) {
      return null;
    }
    return cache.functionType(inputs, results);
  }

  /** {@code (t1, t2)} or a single non-function type. */
  boolean parseFunctionResultTypes(List<Type> out) {
    if (p.is(TokenKind.L_PAREN)) return parseTypeListParens(out);
    Type t = parseNonFunctionType();
    if (t == null) return false;
    out.add(t);
    return true;
  }

  /** At least one type, comma separated. */
  boolean parseTypeListNoParens(List<Type> out) {
    do {
      Type t = parseType();
      if (t == null) return false;
      out.add(t);
    } while (p.consumeIf(TokenKind.COMMA));
    return true;
  }

  boolean parseTypeListParens(List<Type> out) {
    if (!p.parseToken(TokenKind.L_PAREN, "expected '('")) return false;
    if (p.consumeIf(TokenKind.R_PAREN)) return true;
    return parseTypeListNoParens(out) && p.parseToken(TokenKind.R_PAREN, "expected ')'");
  }

  // ---- dimension lists (shared with shaped types and dialect parsers) ----

  /**
   * {@code 4x?x8x} (with trailing x) or {@code 4x?x8} (without); {@code ?} is
   * {@link ShapedType#DYNAMIC} when allowed.
   */
  boolean parseDimensionListRanked(List<Long> dims, boolean allowDynamic, boolean withTrailingX) {
    if (withTrailingX) {
      while (p.is(TokenKind.INTEGER) || p.is(TokenKind.QUESTION)) {
        if (!parseDimension(dims, allowDynamic) || !parseXInDimensionList()) return false;
      }
      return true;
    }
    if (!p.is(TokenKind.INTEGER) && !p.is(TokenKind.QUESTION)) return true;
    if (!parseDimension(dims, allowDynamic)) return false;
    while (p.is(TokenKind.BARE_IDENTIFIER) && p.buf[p.start()] == 'x') {
      if (!parseXInDimensionList() || !parseDimension(dims, allowDynamic)) return false;
    }
    return true;
  }

  private boolean parseDimension(List<Long> dims, boolean allowDynamic) {
    int at = p.start();
    if (p.consumeIf(TokenKind.QUESTION)) {
      if (!allowDynamic) return p.emitError(at, "expected static shape");
      dims.add(ShapedType.DYNAMIC);
      return true;
    }
    long v = parseIntegerInDimensionList();
    if (v < 0) return false;
    dims.add(v);
    return true;
  }

  /** A dimension size; {@code 0x...} is read as {@code 0} followed by {@code x...}. Returns -1 on error. */
  long parseIntegerInDimensionList() {
    int start = p.start();
    if (p.end() - start > 1 && p.buf[start + 1] == 'x') {
      p.resetTo(start + 1);
      return 0;
    }
    long v = p.is(TokenKind.INTEGER) ? TokenValues.decimalValue(p.buf, start, p.end(), Long.MAX_VALUE) : -1;
    if (v < 0) {
      p.emitError("invalid dimension");
      return -1;
    }
    p.consume();
    return v;
  }

  /** The {@code x} between dimensions, also when glued to what follows ({@code xf32}). */
  boolean parseXInDimensionList() {
    if (!p.is(TokenKind.BARE_IDENTIFIER) || p.buf[p.start()] != 'x') {
      return p.emitWrongTokenError("expected 'x' in dimension list");
    }
    if (p.end() - p.start() != 1) p.resetTo(p.start() + 1);
    else p.consume();
    return true;
  }

  TypeCache cache() {
    return cache;
  }
}
