package rw.ir.asm.parse;

/**
 * Where MLIR reports a missing token: when the offending token is the first on its line, the
 * error moves back to the end of the previous non-blank line, before a {@code //} comment on it.
 */
final class WrongTokenPosition {
  private WrongTokenPosition() {}

  static int find(byte[] buf, int at) {
    int end = at;
    while (true) {
      while (end > 0 && (buf[end - 1] == ' ' || buf[end - 1] == '\t')) end--;
      if (end == 0) return at;
      byte last = buf[end - 1];
      if (last != '\n' && last != '\r') return end;
      end--;
      int lineStart = end;
      while (lineStart > 0 && buf[lineStart - 1] != '\n' && buf[lineStart - 1] != '\r') lineStart--;
      int comment = indexOfComment(buf, lineStart, end);
      if (comment >= 0) end = comment;
    }
  }

  private static int indexOfComment(byte[] buf, int from, int to) {
    for (int i = from; i + 1 < to; i++) {
      if (buf[i] == '/' && buf[i + 1] == '/') return i;
    }
    return -1;
  }
}
