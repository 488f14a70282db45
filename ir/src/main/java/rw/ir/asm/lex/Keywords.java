package rw.ir.asm.lex;

/** Recognises keyword spellings in a byte range without allocating. */
final class Keywords {
  /** Keywords grouped by their first letter ('a'..'z'). */
  private static final TokenKind[][] BY_LETTER = new TokenKind[26][];
  private static final byte[][] SPELLINGS = new byte[TokenKind.values().length][];

  static {
    int[] counts = new int[26];
    for (TokenKind k : TokenKind.values()) {
      if (k.isKeyword()) counts[k.spelling().charAt(0) - 'a']++;
    }
    for (int i = 0; i < 26; i++) BY_LETTER[i] = new TokenKind[counts[i]];
    int[] fill = new int[26];
    for (TokenKind k : TokenKind.values()) {
      if (!k.isKeyword()) continue;
      int letter = k.spelling().charAt(0) - 'a';
      BY_LETTER[letter][fill[letter]++] = k;
      SPELLINGS[k.ordinal()] = k.spelling().getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    }
  }

  private Keywords() {}

  /** The keyword spelled by {@code buf[start, end)}, or {@link TokenKind#BARE_IDENTIFIER}. */
  static TokenKind lookup(byte[] buf, int start, int end) {
    int letter = buf[start] - 'a';
    if (letter < 0 || letter >= 26) return TokenKind.BARE_IDENTIFIER;
    int len = end - start;
    for (TokenKind k : BY_LETTER[letter]) {
      byte[] s = SPELLINGS[k.ordinal()];
      if (s.length == len && matches(s, buf, start)) return k;
    }
    return TokenKind.BARE_IDENTIFIER;
  }

  private static boolean matches(byte[] s, byte[] buf, int start) {
    for (int i = 1; i < s.length; i++) {
      if (s[i] != buf[start + i]) return false;
    }
    return true;
  }
}
