package rw.ir.asm.parse;

/**
 * Finds where a {@code <…>} body ends without lexing it: angle brackets are counted, {@code ->}
 * and string literals are skipped. Used only to look up texts parsed before, so a wrong answer
 * costs a cache miss, never a wrong result.
 */
final class BracketScanner {
  private static final int LIMIT = 4096;

  private BracketScanner() {}

  /** The offset after the {@code >} closing the {@code <} at {@code at}, or -1. */
  static int endOfBody(byte[] buf, int at) {
    return endOf(buf, at, (byte) '<', (byte) '>');
  }

  /** The offset after the {@code close} matching the {@code open} at {@code at}, or -1. */
  static int endOf(byte[] buf, int at, byte open, byte close) {
    if (buf[at] != open) return -1;
    int depth = 0;
    for (int i = at; i < at + LIMIT; i++) {
      byte c = buf[i];
      if (c == open) {
        depth++;
        continue;
      }
      if (c == close) {
        if (--depth == 0) return i + 1;
        continue;
      }
      switch (c) {
        case 0: case '\n':
          return -1;
        case '-':
          if (buf[i + 1] == '>') i++;
          break;
        case '"':
          i = endOfString(buf, i);
          if (i < 0) return -1;
          break;
        default:
          break;
      }
    }
    return -1;
  }

  private static int endOfString(byte[] buf, int quote) {
    for (int i = quote + 1; i < quote + LIMIT; i++) {
      byte c = buf[i];
      if (c == 0 || c == '\n') return -1;
      if (c == '\\') i++;
      else if (c == '"') return i;
    }
    return -1;
  }
}
