package rw.ir.asm.parse;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import rw.ir.asm.lex.Token;
import rw.ir.asm.lex.TokenKind;
import rw.ir.asm.lex.TokenValues;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseElementsAttr;
import rw.ir.attr.FloatAttr;
import rw.ir.attr.FloatBits;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.StringAttr;
import rw.ir.type.ComplexType;
import rw.ir.type.FloatType;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.ShapedType;
import rw.ir.type.Type;

/** Checks a parsed {@link TensorLiteral} against its shaped type and makes the elements attribute. */
final class DenseElementsBuilder {
  private final Parser p;
  private final NumberParser numbers;
  private final TensorLiteral literal;

  DenseElementsBuilder(Parser p, NumberParser numbers, TensorLiteral literal) {
    this.p = p;
    this.numbers = numbers;
    this.literal = literal;
  }

  Attribute build(int loc, Type type) {
    ShapedType shaped = (ShapedType) type;
    Type element = shaped.elementType();
    boolean numeric = element instanceof IntegerType || element instanceof IndexType || element instanceof FloatType;
    if (literal.hex != null && (numeric || element instanceof ComplexType)) return buildHex(loc, type);
    if (!literal.shape.isEmpty() && !literal.shape.equals(shaped.shape())) {
      p.emitError(loc, "inferred shape of elements literal ([" + joined(literal.shape)
          + "]) does not match type ([" + joined(shaped.shape()) + "])");
      return null;
    }
    if (literal.hex == null && literal.tokens.isEmpty() && shaped.numElements() != 0) {
      p.emitError(loc, "parsed zero elements, but type (" + Diagnostics.quoted(type) + ") expected at least 1");
      return null;
    }
    Type part = element instanceof ComplexType ct ? ct.elementType() : element;
    List<Attribute> values = new ArrayList<>(literal.tokens.size());
    boolean ok;
    if (part instanceof FloatType ft) ok = floatElements(ft, values);
    else if (part instanceof IntegerType || part instanceof IndexType) ok = integerElements(part, values);
    else ok = stringElements(values);
    if (!ok) return null;
    return make(type, element instanceof ComplexType ? pairs(values) : values);
  }

  /** Complex elements: consecutive real and imaginary parts as two-element arrays. */
  private static List<Attribute> pairs(List<Attribute> parts) {
    List<Attribute> out = new ArrayList<>(parts.size() / 2);
    for (int i = 0; i + 1 < parts.size(); i += 2) out.add(new ArrayAttr(List.of(parts.get(i), parts.get(i + 1))));
    return out;
  }

  /** The attribute, as a splat when every element is the same (as MLIR stores it). */
  static DenseElementsAttr make(Type type, List<Attribute> values) {
    if (values.isEmpty()) return new DenseElementsAttr(type, false, values);
    Attribute first = values.get(0);
    for (int i = 1; i < values.size(); i++) {
      if (!values.get(i).equals(first)) return new DenseElementsAttr(type, false, values);
    }
    return new DenseElementsAttr(type, true, List.of(first));
  }

  private boolean integerElements(Type element, List<Attribute> out) {
    boolean unsigned = element instanceof IntegerType it && it.isUnsigned();
    for (int i = 0; i < literal.tokens.size(); i++) {
      Token tok = literal.tokens.get(i);
      boolean negative = literal.negated.get(i);
      if (negative && unsigned) {
        return p.emitError(tok.start(), "expected unsigned integer elements, but parsed negative value");
      }
      if (tok.is(TokenKind.FLOATLITERAL)) {
        return p.emitError(tok.start(), "expected integer elements, but parsed floating-point");
      }
      if (NumberParser.isBool(tok.kind())) {
        if (!element.equals(IntegerType.I1)) return p.emitError(tok.start(), "expected i1 type for 'true' or 'false' values");
        out.add(IntegerAttr.bool(tok.is(TokenKind.KW_TRUE)));
        continue;
      }
      if (!tok.is(TokenKind.INTEGER)) return p.emitError(tok.start(), "expected integer elements");
      IntegerAttr a = numbers.integerAttr(tok, element, negative);
      if (a == null) return p.emitError(tok.start(), "integer constant out of range for type");
      out.add(a);
    }
    return true;
  }

  private boolean floatElements(FloatType element, List<Attribute> out) {
    for (int i = 0; i < literal.tokens.size(); i++) {
      Token tok = literal.tokens.get(i);
      boolean negative = literal.negated.get(i);
      Double v = numbers.floatFromLiteral(tok, negative, element);
      if (v == null) return false;
      out.add(new FloatAttr(v, element));
    }
    return true;
  }

  private boolean stringElements(List<Attribute> out) {
    if (literal.hex != null) {
      out.add(new StringAttr(TokenValues.stringValue(p.buf, literal.hex.start(), literal.hex.end()), null));
      return true;
    }
    for (Token tok : literal.tokens) {
      if (!tok.is(TokenKind.STRING)) return p.emitError(tok.start(), "expected string elements");
      out.add(new StringAttr(TokenValues.stringValue(p.buf, tok.start(), tok.end()), null));
    }
    return true;
  }

  private Attribute buildHex(int loc, Type type) {
    Token tok = literal.hex;
    byte[] data = TokenValues.hexStringValue(p.buf, tok.start(), tok.end());
    if (data == null) {
      p.emitError(tok.start(), "expected string containing hex digits starting with `0x`");
      return null;
    }
    ShapedType shaped = (ShapedType) type;
    Type element = shaped.elementType();
    boolean complex = element instanceof ComplexType;
    Type part = complex ? ((ComplexType) element).elementType() : element;
    int width = bitWidth(part);
    long n = shaped.numElements() * (complex ? 2 : 1);
    List<Attribute> values = width == 1 ? boolValues(data, n) : wideValues(data, n, width, part, complex);
    if (values != null && complex) values = pairs(values);
    if (values == null) {
      p.emitError(loc, "elements hex data size is invalid for provided type: " + Diagnostics.quoted(type));
      return null;
    }
    return make(type, values);
  }

  private static List<Attribute> boolValues(byte[] data, long n) {
    List<Attribute> out = new ArrayList<>();
    if (data.length == 1 && (data[0] == 0 || data[0] == (byte) 0xFF)) {
      out.add(IntegerAttr.bool(data[0] != 0));
      return out;
    }
    if (n == 1 && data.length == 1) {
      out.add(IntegerAttr.bool((data[0] & 1) != 0));
      return out;
    }
    if ((long) data.length * 8 != ((n + 7) / 8) * 8) return null;
    for (int i = 0; i < n; i++) out.add(IntegerAttr.bool((data[i / 8] >> (i % 8) & 1) != 0));
    return out;
  }

  private List<Attribute> wideValues(byte[] data, long n, int width, Type element, boolean complex) {
    int bytes = (width + 7) / 8;
    long count;
    if (data.length == bytes * (complex ? 2 : 1)) count = complex ? 2 : 1;
    else if ((long) data.length == bytes * n) count = n;
    else return null;
    List<Attribute> out = new ArrayList<>((int) count);
    for (int i = 0; i < count; i++) out.add(elementFromBytes(data, i * bytes, bytes, width, element));
    return out;
  }

  private static Attribute elementFromBytes(byte[] data, int offset, int bytes, int width, Type element) {
    byte[] be = new byte[bytes + 1];
    for (int i = 0; i < bytes; i++) be[bytes - i] = data[offset + i];
    BigInteger raw = new BigInteger(be);
    if (width < bytes * 8) raw = raw.and(BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE));
    if (element instanceof FloatType ft) return new FloatAttr(FloatBits.ofRaw(ft.kind(), raw).toDouble(), ft);
    return new IntegerAttr(raw, element);
  }

  private static int bitWidth(Type t) {
    if (t instanceof IntegerType it) return it.width();
    if (t instanceof FloatType ft) return ft.width();
    return IndexType.INTERNAL_WIDTH;
  }

  private static String joined(List<Long> dims) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < dims.size(); i++) {
      if (i > 0) sb.append(", ");
      sb.append(dims.get(i));
    }
    return sb.toString();
  }
}
