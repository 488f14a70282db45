package rw.ir.asm.parse;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import rw.ir.asm.lex.Token;
import rw.ir.asm.lex.TokenKind;
import rw.ir.asm.lex.TokenValues;
import rw.ir.attr.FloatAttr;
import rw.ir.attr.FloatBits;
import rw.ir.attr.IntegerAttr;
import rw.ir.type.FloatType;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * Turns integer and float literal tokens into values of a given type with MLIR's range rules
 * (buildAttributeAPInt) and rounding, and shares the integer attributes of small values.
 */
final class NumberParser {
  private static final int CACHE_MIN = -128;
  private static final int CACHE_MAX = 1024;

  private final Parser p;
  private final Map<Type, IntegerAttr[]> smallInts = new HashMap<>();

  NumberParser(Parser p) {
    this.p = p;
  }

  /**
   * The value of integer token {@code tok} (negated when {@code negative}) as bits of
   * {@code type} (an integer or index type), or null when it does not fit.
   */
  static BigInteger integerBits(byte[] buf, Token tok, Type type, boolean negative) {
    return integerBits(buf, tok.start(), tok.end(), type, negative);
  }

  /** As {@link #integerBits(byte[], Token, Type, boolean)}, for the integer token at {@code [start, end)}. */
  static BigInteger integerBits(byte[] buf, int start, int end, Type type, boolean negative) {
    int width = type instanceof IntegerType it ? it.width() : IndexType.INTERNAL_WIDTH;
    boolean signed = type instanceof IndexType || (type instanceof IntegerType it && it.signedness() == IntegerType.Signedness.SIGNED);
    BigInteger v = TokenValues.integerValue(buf, start, end);
    if (v.bitLength() > width) return null;
    if (width == 0) return negative ? null : v;
    if (negative) {
      BigInteger r = BigInteger.ONE.shiftLeft(width).subtract(v);
      if (v.signum() == 0 || !r.testBit(width - 1)) return null;
      return r;
    }
    if (signed && v.testBit(width - 1)) return null;
    return v;
  }

  /** An integer attribute of {@code type}, or null when the literal does not fit. */
  IntegerAttr integerAttr(Token tok, Type type, boolean negative) {
    return integerAttr(tok.start(), tok.end(), type, negative);
  }

  /** As {@link #integerAttr(Token, Type, boolean)}, for the integer token at {@code [start, end)}. */
  IntegerAttr integerAttr(int start, int end, Type type, boolean negative) {
    long small = smallValue(start, end, type, negative);
    if (small != Long.MIN_VALUE) return cachedInt(small, type);
    BigInteger bits = integerBits(p.buf, start, end, type, negative);
    return bits == null ? null : new IntegerAttr(bits, type);
  }

  /**
   * The normalised value of a short decimal literal that fits {@code type} with at least 16
   * bits of room, else {@code Long.MIN_VALUE} (take the general path).
   */
  private long smallValue(int start, int end, Type type, boolean negative) {
    int digits = end - start;
    if (digits > 9 || TokenValues.isHex(p.buf, start, end)) return Long.MIN_VALUE;
    int width = type instanceof IntegerType it ? it.width() : IndexType.INTERNAL_WIDTH;
    if (width < 32 || (type instanceof IntegerType it && !it.isSignless() && it.isUnsigned() && negative)) {
      return Long.MIN_VALUE;
    }
    long v = TokenValues.decimalValue(p.buf, start, end, Long.MAX_VALUE);
    if (negative) return v == 0 ? Long.MIN_VALUE : -v;
    return v;
  }

  private IntegerAttr cachedInt(long v, Type type) {
    if (v < CACHE_MIN || v >= CACHE_MAX) return IntegerAttr.of(v, type);
    IntegerAttr[] table = smallInts.computeIfAbsent(type, t -> new IntegerAttr[CACHE_MAX - CACHE_MIN]);
    int i = (int) (v - CACHE_MIN);
    IntegerAttr a = table[i];
    if (a == null) table[i] = a = IntegerAttr.of(v, type);
    return a;
  }

  /** A float attribute holding {@code v} rounded to {@code type}. */
  static FloatAttr floatAttr(double v, FloatType type) {
    return new FloatAttr(FloatRounding.round(v, type.kind()), type);
  }

  /** The double value of a float literal token. */
  double floatValue(Token tok) {
    return floatValue(tok.start(), tok.end());
  }

  /** The double value of the float literal at {@code [start, end)}. */
  double floatValue(int start, int end) {
    return Double.parseDouble(new String(p.buf, start, end - start, StandardCharsets.ISO_8859_1));
  }

  /**
   * A float from an integer token: only hexadecimal bit patterns are accepted. Reports MLIR's
   * errors at the token and returns null on failure.
   */
  Double floatFromIntegerToken(Token tok, boolean negative, FloatType type) {
    if (!TokenValues.isHex(p.buf, tok.start(), tok.end())) {
      var d = p.diagnose(tok.start(), "unexpected decimal integer literal for a floating point value");
      if (d != null) d.note(p.location(tok.start()), "add a trailing dot to make the literal a float").report();
      return null;
    }
    if (negative) {
      p.emitError(tok.start(), "hexadecimal float literal should not have a leading minus");
      return null;
    }
    BigInteger bits = TokenValues.integerValue(p.buf, tok.start(), tok.end());
    if (bits.bitLength() > type.width()) {
      p.emitError(tok.start(), "hexadecimal float constant out of range for type");
      return null;
    }
    return FloatBits.ofRaw(type.kind(), bits).toDouble();
  }

  /**
   * A float of {@code type} from a float literal or a hexadecimal integer token, negated when
   * {@code negative}; reports MLIR's errors at the token and returns null on failure.
   */
  Double floatFromLiteral(Token tok, boolean negative, FloatType type) {
    if (tok.is(TokenKind.FLOATLITERAL)) {
      double v = floatValue(tok);
      return FloatRounding.round(negative ? -v : v, type.kind());
    }
    if (tok.is(TokenKind.INTEGER)) return floatFromIntegerToken(tok, negative, type);
    p.emitError(tok.start(), "expected floating point literal");
    return null;
  }

  /** Whether the token is {@code true} or {@code false}. */
  static boolean isBool(TokenKind k) {
    return k == TokenKind.KW_TRUE || k == TokenKind.KW_FALSE;
  }
}
