package rw.ir.asm.lex;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * The values that literal tokens spell. Strings are byte strings: one {@code char} per byte, so
 * non-ASCII text stays as its UTF-8 bytes (as MLIR keeps it).
 */
public final class TokenValues {
  private TokenValues() {}

  /** The bytes {@code [start, end)} as a byte string. */
  public static String spelling(byte[] buf, int start, int end) {
    return new String(buf, start, end - start, StandardCharsets.ISO_8859_1);
  }

  /**
   * The unescaped contents of a string literal whose opening quote is at {@code start} and whose
   * closing quote is at {@code end - 1}.
   */
  public static String stringValue(byte[] buf, int start, int end) {
    int from = start + 1;
    int to = end - 1;
    int firstEscape = indexOf(buf, from, to, (byte) '\\');
    if (firstEscape < 0) return spelling(buf, from, to);
    StringBuilder sb = new StringBuilder(to - from);
    for (int i = from; i < to; ) {
      int c = buf[i++] & 0xFF;
      if (c != '\\') {
        sb.append((char) c);
        continue;
      }
      int e = buf[i++] & 0xFF;
      switch (e) {
        case '"': case '\\': sb.append((char) e); break;
        case 'n': sb.append('\n'); break;
        case 't': sb.append('\t'); break;
        default:
          sb.append((char) ((hexValue(e) << 4) | hexValue(buf[i++] & 0xFF)));
      }
    }
    return sb.toString();
  }

  /**
   * The bytes encoded by a string literal of the form {@code "0x0A1B..."} (an even number of hex
   * digits), or {@code null} when it is not of that form.
   */
  public static byte[] hexStringValue(byte[] buf, int start, int end) {
    int from = start + 1;
    int to = end - 1;
    if (to - from < 2 || buf[from] != '0' || buf[from + 1] != 'x') return null;
    from += 2;
    if (((to - from) & 1) != 0) return null;
    byte[] out = new byte[(to - from) / 2];
    for (int i = 0; i < out.length; i++) {
      int hi = hexValue(buf[from + 2 * i] & 0xFF);
      int lo = hexValue(buf[from + 2 * i + 1] & 0xFF);
      if (hi < 0 || lo < 0) return null;
      out[i] = (byte) ((hi << 4) | lo);
    }
    return out;
  }

  /** Whether an integer token is hexadecimal ({@code 0x...}). */
  public static boolean isHex(byte[] buf, int start, int end) {
    return end - start > 1 && buf[start + 1] == 'x';
  }

  /** The non-negative value of an integer token (decimal or hex). */
  public static BigInteger integerValue(byte[] buf, int start, int end) {
    boolean hex = isHex(buf, start, end);
    int from = hex ? start + 2 : start;
    int digits = end - from;
    if (!hex && digits <= 18) return BigInteger.valueOf(smallDecimal(buf, from, end));
    if (hex && digits <= 15) return BigInteger.valueOf(smallHex(buf, from, end));
    return new BigInteger(spelling(buf, from, end), hex ? 16 : 10);
  }

  /**
   * The value of an integer token when it is at most {@code max}, else -1 (MLIR's
   * getAsInteger range checks).
   */
  public static long boundedValue(byte[] buf, int start, int end, long max) {
    boolean hex = isHex(buf, start, end);
    int from = hex ? start + 2 : start;
    int digits = end - from;
    long v;
    if (!hex && digits <= 18) v = smallDecimal(buf, from, end);
    else if (hex && digits <= 15) v = smallHex(buf, from, end);
    else {
      BigInteger big = integerValue(buf, start, end);
      if (big.bitLength() > 63) return -1;
      v = big.longValue();
    }
    return v <= max ? v : -1;
  }

  /** The value of a decimal-only digit run, or -1 when it does not fit in {@code max}. */
  public static long decimalValue(byte[] buf, int start, int end, long max) {
    if (end - start > 18) {
      BigInteger big = new BigInteger(spelling(buf, start, end));
      return big.bitLength() <= 63 && big.longValue() <= max ? big.longValue() : -1;
    }
    long v = smallDecimal(buf, start, end);
    return v <= max ? v : -1;
  }

  private static long smallDecimal(byte[] buf, int from, int end) {
    long v = 0;
    for (int i = from; i < end; i++) v = v * 10 + (buf[i] - '0');
    return v;
  }

  private static long smallHex(byte[] buf, int from, int end) {
    long v = 0;
    for (int i = from; i < end; i++) v = (v << 4) | hexValue(buf[i] & 0xFF);
    return v;
  }

  /** The value of a hex digit, or -1. */
  public static int hexValue(int c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  }

  private static int indexOf(byte[] buf, int from, int to, byte b) {
    for (int i = from; i < to; i++) {
      if (buf[i] == b) return i;
    }
    return -1;
  }
}
