package rw.ir.asm.parse;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import rw.ir.asm.lex.Token;
import rw.ir.asm.lex.TokenKind;
import rw.ir.asm.lex.TokenValues;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.StridedLayoutAttr;
import rw.ir.type.FloatType;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.MemRefType;
import rw.ir.type.RankedTensorType;
import rw.ir.type.ShapedType;
import rw.ir.type.Type;
import rw.ir.type.VectorType;

/** Parses {@code dense<…>}, {@code array<T: …>} and {@code strided<…>} attributes. */
final class DenseParser {
  private final Parser p;
  private final NumberParser numbers;

  DenseParser(Parser p, NumberParser numbers) {
    this.p = p;
    this.numbers = numbers;
  }

  Attribute parseDenseElements(Type attrType) {
    int attrLoc = p.start();
    p.consume();
    if (!p.parseToken(TokenKind.LESS, "expected '<' after 'dense'")) return null;
    TensorLiteral literal = new TensorLiteral(p);
    if (!p.consumeIf(TokenKind.GREATER)) {
      if (!literal.parse(true) || !p.parseToken(TokenKind.GREATER, "expected '>'")) return null;
    }
    ShapedType type = parseElementsLiteralType(attrType, attrLoc);
    if (type == null) return null;
    return new DenseElementsBuilder(p, numbers, literal).build(attrLoc, (Type) type);
  }

  /** The shaped type after {@code :} (or {@code type} when given), with a static shape. */
  private ShapedType parseElementsLiteralType(Type type, int attrLoc) {
    if (type == null) {
      if (!p.parseToken(TokenKind.COLON, "expected ':'")) return null;
      type = p.types.parseType();
      if (type == null) return null;
    }
    if (!(type instanceof ShapedType s)) {
      p.emitError(attrLoc, "elements literal must be a shaped type");
      return null;
    }
    boolean ranked = type instanceof RankedTensorType || type instanceof VectorType || type instanceof MemRefType;
    if (!ranked || !s.hasStaticShape()) {
      p.emitError(attrLoc, "elements literal type must have static shape");
      return null;
    }
    return s;
  }

  Attribute parseDenseArray() {
    p.consume();
    if (!p.parseToken(TokenKind.LESS, "expected '<' after 'array'")) return null;
    int typeLoc = p.start();
    Type element = p.types.parseType();
    if (element == null) {
      p.emitError(typeLoc, "expected an integer or floating point type");
      return null;
    }
    if (!(element instanceof IntegerType || element instanceof IndexType || element instanceof FloatType)) {
      p.emitError(typeLoc, "expected integer or float type, got: " + Diagnostics.quoted(element));
      return null;
    }
    int width = element instanceof IntegerType it ? it.width() : element instanceof FloatType ft ? ft.width() : 64;
    if (element instanceof IndexType || (width != 1 && width % 8 != 0)) {
      p.emitError(typeLoc, element instanceof IndexType
          ? "rw does not support dense arrays of index" : "element type bitwidth must be a multiple of 8");
      return null;
    }
    if (p.consumeIf(TokenKind.GREATER)) return new DenseArrayAttr(element, List.of());
    if (!p.parseToken(TokenKind.COLON, "expected ':' after dense array type")) return null;
    List<Number> values = new ArrayList<>();
    Parser.Step elt = element instanceof FloatType ft
        ? () -> parseFloatElement(ft, values) : () -> parseIntegerElement(element, values);
    if (!p.parseCommaSeparatedList(elt)) return null;
    if (!p.parseToken(TokenKind.GREATER, "expected '>' to close an array attribute")) return null;
    return new DenseArrayAttr(element, values);
  }

  private boolean parseIntegerElement(Type type, List<Number> values) {
    boolean negative = p.consumeIf(TokenKind.MINUS);
    if (NumberParser.isBool(p.kind())) {
      if (!type.equals(IntegerType.I1)) return p.emitError("expected i1 type for 'true' or 'false' values");
      values.add(p.is(TokenKind.KW_TRUE) ? 1L : 0L);
      p.consume();
      return true;
    }
    if (!p.is(TokenKind.INTEGER)) return p.emitError("expected integer literal");
    Token tok = p.token();
    p.consume();
    BigInteger bits = NumberParser.integerBits(p.buf, tok, type, negative);
    if (bits == null) return p.emitError("integer constant out of range");
    BigInteger v = new rw.ir.attr.IntegerAttr(bits, type).value();
    values.add(v.bitLength() < 64 ? (Number) v.longValue() : v);
    return true;
  }

  private boolean parseFloatElement(FloatType type, List<Number> values) {
    boolean negative = p.consumeIf(TokenKind.MINUS);
    Token tok = p.token();
    Double v = numbers.floatFromLiteral(tok, negative, type);
    if (v == null) return false;
    p.consume();
    values.add(v);
    return true;
  }

  Attribute parseStridedLayout() {
    p.consume();
    if (!p.parseToken(TokenKind.LESS, "expected '<' after 'strided'")
        || !p.parseToken(TokenKind.L_SQUARE, "expected '['")) {
      return null;
    }
    List<Long> strides = new ArrayList<>();
    if (!p.is(TokenKind.R_SQUARE)) {
      do {
        Long stride = parseStrideOrOffset();
        if (stride == null) return null;
        strides.add(stride);
      } while (p.consumeIf(TokenKind.COMMA));
    }
    if (!p.parseToken(TokenKind.R_SQUARE, "expected ']'")) return null;
    if (p.consumeIf(TokenKind.GREATER)) return new StridedLayoutAttr(0, strides);
    if (!p.parseToken(TokenKind.COMMA, "expected ','")
        || !p.parseToken(TokenKind.KW_OFFSET, "expected 'offset' after comma")
        || !p.parseToken(TokenKind.COLON, "expected ':' after 'offset'")) {
      return null;
    }
    Long offset = parseStrideOrOffset();
    if (offset == null || !p.parseToken(TokenKind.GREATER, "expected '>'")) return null;
    return new StridedLayoutAttr(offset, strides);
  }

  private Long parseStrideOrOffset() {
    if (p.consumeIf(TokenKind.QUESTION)) return ShapedType.DYNAMIC;
    int loc = p.start();
    boolean negative = p.consumeIf(TokenKind.MINUS);
    if (p.is(TokenKind.INTEGER)) {
      long v = TokenValues.boundedValue(p.buf, p.start(), p.end(), Long.MAX_VALUE);
      if (v >= 0) {
        p.consume();
        return negative ? -v : v;
      }
    }
    p.emitError(loc, "expected a 64-bit signed integer or '?'");
    return null;
  }
}
