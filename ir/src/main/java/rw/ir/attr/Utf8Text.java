package rw.ir.attr;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Text being printed, kept as its UTF-8 bytes in a list of chunks: the printer writes each
 * character once, and the text reaches a file chunk by chunk, without a copy of the whole (a
 * large module prints tens of megabytes). Chunks grow from the first capacity up to
 * {@link #MAX_CHUNK} and are never copied; {@link #append(Utf8Text)} splices another text's
 * chunks in. The bytes are those of {@code String.getBytes(UTF_8)} of the same characters
 * (printed IR is ASCII, one byte a character; a lone surrogate becomes {@code ?}).
 */
public final class Utf8Text {
  /** The largest chunk allocated for text made of small appends. */
  static final int MAX_CHUNK = 1 << 16;
  /** Strings up to this long are copied char by char; longer ones by array copy once seen to be ASCII. */
  private static final int SHORT = 6;
  /**
   * Strings seen to be ASCII, by hash: a string found here by identity is copied as its bytes
   * (a copy of the low byte of each char, which is the char). Shared by all texts; a slot
   * written by two threads at once holds one of the two strings, either of which is right.
   */
  private static final String[] ASCII_SEEN = new String[1024];
  /** Room for any {@code long} in decimal. */
  private static final int LONG_DIGITS = 20;

  /** The finished segments before the current one, in order: arrays and their [start, end) ranges. */
  private byte[][] arrays;
  private int[] starts;
  private int[] ends;
  private int segments;
  private long sealedBytes;
  /** The current segment: {@code buf[start, fill)}, written at {@code fill}. */
  private byte[] buf;
  private int start;
  private int fill;
  /** A high surrogate that ended an append as {@code ?} at position {@link #danglingEnd} - 1. */
  private char danglingHigh;
  private long danglingEnd = -1;

  public Utf8Text() {
    this(256);
  }

  /** @param capacity the size of the first chunk */
  public Utf8Text(int capacity) {
    buf = new byte[Math.max(16, capacity)];
  }

  /** The number of bytes. */
  public long length() {
    return sealedBytes + (fill - start);
  }

  public boolean isEmpty() {
    return length() == 0;
  }

  public Utf8Text append(char c) {
    if (c >= 0x80) return appendSlow(String.valueOf(c), 0);
    if (fill == buf.length) nextChunk(1);
    buf[fill++] = (byte) c;
    return this;
  }

  public Utf8Text append(String s) {
    int n = s.length();
    if (buf.length - fill < n) nextChunk(n);
    if (n > SHORT && knownAscii(s)) return copyLatin1(s, n);
    byte[] b = buf;
    int f = fill;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x80) {
        fill = f;
        return appendSlow(s, i);
      }
      b[f++] = (byte) c;
    }
    fill = f;
    if (n > SHORT) ASCII_SEEN[s.hashCode() & (ASCII_SEEN.length - 1)] = s;
    return this;
  }

  /** Whether {@code s} itself was seen to be ASCII (the strings a printer writes are mostly the same few). */
  private static boolean knownAscii(String s) {
    return ASCII_SEEN[s.hashCode() & (ASCII_SEEN.length - 1)] == s;
  }

  /** The low bytes of the chars of {@code s}, which is ASCII: an array copy (there is room). */
  @SuppressWarnings("deprecation")
  private Utf8Text copyLatin1(String s, int n) {
    s.getBytes(0, n, buf, fill);
    fill += n;
    return this;
  }

  public Utf8Text append(CharSequence s) {
    if (s instanceof String str) return append(str);
    return append(s.toString());
  }

  /** The decimal digits of {@code v}, with a minus sign when negative. */
  public Utf8Text append(long v) {
    if (v < 0) {
      if (v == Long.MIN_VALUE) return append(Long.toString(v));
      append('-');
      v = -v;
    }
    if (buf.length - fill < LONG_DIGITS) nextChunk(LONG_DIGITS);
    int end = fill + digits(v);
    byte[] b = buf;
    int i = end;
    while (v >= 65536) {
      long q = v / 10;
      b[--i] = (byte) ('0' + (int) (v - q * 10));
      v = q;
    }
    int x = (int) v;
    while (x >= 10) {
      int q = (x * 52429) >>> 19;
      b[--i] = (byte) ('0' + x - q * 10);
      x = q;
    }
    b[--i] = (byte) ('0' + x);
    fill = end;
    return this;
  }

  private static int digits(long v) {
    if (v < 10) return 1;
    if (v < 100) return 2;
    if (v < 1000) return 3;
    int n = 4;
    for (long p = 10000; n < 19 && v >= p; p *= 10) n++;
    return n;
  }

  /** Appends the UTF-8 bytes {@code bytes} (a spelling encoded before). */
  public Utf8Text appendBytes(byte[] bytes) {
    return appendBytes(bytes, 0);
  }

  /** Appends {@code bytes} from index {@code from} on (a suffix of an encoded spelling, on a character boundary). */
  public Utf8Text appendBytes(byte[] bytes, int from) {
    int n = bytes.length - from;
    if (buf.length - fill < n) nextChunk(n);
    System.arraycopy(bytes, from, buf, fill, n);
    fill += n;
    return this;
  }

  /** Appends {@code n} spaces (indentation). */
  public Utf8Text appendSpaces(int n) {
    if (buf.length - fill < n) nextChunk(n);
    byte[] b = buf;
    int end = fill + n;
    for (int i = fill; i < end; i++) b[i] = ' ';
    fill = end;
    return this;
  }

  /**
   * Moves the text of {@code other} to the end of this one (its chunks, not copies of them);
   * {@code other} is left empty. What this text writes next follows in its own chunk.
   */
  public Utf8Text append(Utf8Text other) {
    if (other == this) throw new IllegalArgumentException("a text cannot be appended to itself");
    sealCurrent();
    for (int i = 0; i < other.segments; i++) addSegment(other.arrays[i], other.starts[i], other.ends[i]);
    if (other.fill > other.start) addSegment(other.buf, other.start, other.fill);
    other.clear();
    return this;
  }

  /** Drops the bytes after the first {@code length} ({@code length} at most {@link #length()}). */
  public void truncate(long length) {
    if (length < 0 || length > length()) throw new IndexOutOfBoundsException("length " + length);
    danglingEnd = -1;
    if (length >= sealedBytes) {
      fill = start + (int) (length - sealedBytes);
      return;
    }
    while (segments > 0 && sealedBytes > length) {
      segments--;
      sealedBytes -= ends[segments] - starts[segments];
      buf = arrays[segments];
      start = starts[segments];
      fill = ends[segments];
      arrays[segments] = null;
    }
    fill = start + (int) (length - sealedBytes);
  }

  /** Writes the bytes to {@code out}, a chunk at a time. */
  public void writeTo(OutputStream out) throws IOException {
    for (int i = 0; i < segments; i++) out.write(arrays[i], starts[i], ends[i] - starts[i]);
    if (fill > start) out.write(buf, start, fill - start);
  }

  /** The bytes, copied into one array. */
  public byte[] toByteArray() {
    long n = length();
    if (n > Integer.MAX_VALUE - 16) throw new IllegalStateException("text of " + n + " bytes is too long for an array");
    byte[] all = new byte[(int) n];
    int at = 0;
    for (int i = 0; i < segments; i++) {
      System.arraycopy(arrays[i], starts[i], all, at, ends[i] - starts[i]);
      at += ends[i] - starts[i];
    }
    System.arraycopy(buf, start, all, at, fill - start);
    return all;
  }

  /** The text decoded from its bytes. */
  @Override
  public String toString() {
    if (segments == 0) return new String(buf, start, fill - start, StandardCharsets.UTF_8);
    return new String(toByteArray(), StandardCharsets.UTF_8);
  }

  private void clear() {
    arrays = null;
    starts = null;
    ends = null;
    segments = 0;
    sealedBytes = 0;
    buf = new byte[16];
    start = 0;
    fill = 0;
    danglingEnd = -1;
  }

  /** Ends the current segment; writing goes on in the rest of its array. */
  private void sealCurrent() {
    if (fill > start) addSegment(buf, start, fill);
    start = fill;
  }

  private void addSegment(byte[] array, int from, int to) {
    if (arrays == null) {
      arrays = new byte[8][];
      starts = new int[8];
      ends = new int[8];
    } else if (segments == arrays.length) {
      arrays = Arrays.copyOf(arrays, segments * 2);
      starts = Arrays.copyOf(starts, segments * 2);
      ends = Arrays.copyOf(ends, segments * 2);
    }
    arrays[segments] = array;
    starts[segments] = from;
    ends[segments] = to;
    segments++;
    sealedBytes += to - from;
  }

  /** A new chunk with room for at least {@code need} bytes. */
  private void nextChunk(int need) {
    sealCurrent();
    int size = Math.max(need, Math.min(MAX_CHUNK, buf.length * 2));
    buf = new byte[size];
    start = 0;
    fill = 0;
  }

  /** Encodes {@code s} from {@code from} on, any character as UTF-8. */
  private Utf8Text appendSlow(CharSequence s, int from) {
    int n = s.length();
    for (int i = from; i < n; i++) {
      char c = s.charAt(i);
      if (buf.length - fill < 4) nextChunk(4);
      if (c < 0x80) {
        buf[fill++] = (byte) c;
      } else if (c < 0x800) {
        buf[fill++] = (byte) (0xC0 | (c >> 6));
        buf[fill++] = (byte) (0x80 | (c & 0x3F));
      } else if (Character.isHighSurrogate(c)) {
        if (i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
          putCodePoint(Character.toCodePoint(c, s.charAt(++i)));
        } else {
          buf[fill++] = '?';
          if (i + 1 == n) {
            danglingHigh = c;
            danglingEnd = length();
          }
        }
      } else if (Character.isLowSurrogate(c)) {
        lowSurrogate(c, i == 0);
      } else {
        buf[fill++] = (byte) (0xE0 | (c >> 12));
        buf[fill++] = (byte) (0x80 | ((c >> 6) & 0x3F));
        buf[fill++] = (byte) (0x80 | (c & 0x3F));
      }
    }
    return this;
  }

  /** A low surrogate: the end of a pair whose high half ended the last append, else {@code ?}. */
  private void lowSurrogate(char c, boolean first) {
    if (first && danglingEnd == length()) {
      dropLastByte();
      danglingEnd = -1;
      if (buf.length - fill < 4) nextChunk(4);
      putCodePoint(Character.toCodePoint(danglingHigh, c));
      return;
    }
    buf[fill++] = '?';
  }

  /** Drops the last byte, which may end the last finished segment (the current one just began). */
  private void dropLastByte() {
    if (fill > start) {
      fill--;
      return;
    }
    ends[segments - 1]--;
    sealedBytes--;
  }

  private void putCodePoint(int cp) {
    buf[fill++] = (byte) (0xF0 | (cp >> 18));
    buf[fill++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
    buf[fill++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
    buf[fill++] = (byte) (0x80 | (cp & 0x3F));
  }
}
