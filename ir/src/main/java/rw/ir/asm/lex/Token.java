package rw.ir.asm.lex;

/** A token kept for later: its kind and its byte range {@code [start, end)} in the buffer. */
public record Token(TokenKind kind, int start, int end) {
  public boolean is(TokenKind k) {
    return kind == k;
  }

  public int length() {
    return end - start;
  }
}
