package rw.ir.pass;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits MLIR's pass option text into arguments, as MLIR's pass-options parser does: arguments
 * are separated by spaces, {@code key=value} or a bare {@code key}; quotes ({@code '...'},
 * {@code "..."}) and braces ({@code {...}}) protect spaces inside a value and are stripped from
 * around a whole key or value. List values are split at commas outside quotes and brackets.
 */
final class OptionText {
  /** One argument: its key and its value ({@code null} when written without {@code =}). */
  record Arg(String key, String value) {}

  private OptionText() {}

  static List<Arg> arguments(String text) {
    List<Arg> args = new ArrayList<>();
    String rest = text;
    while (!rest.isEmpty()) {
      int keyEnd = 0;
      while (keyEnd < rest.length() && rest.charAt(keyEnd) != ' ' && rest.charAt(keyEnd) != '=') keyEnd++;
      String key = clean(rest.substring(0, keyEnd));
      if (keyEnd == rest.length() || rest.charAt(keyEnd) == ' ') {
        rest = ltrim(rest.substring(keyEnd));
        if (!key.isEmpty()) args.add(new Arg(key, null));
        continue;
      }
      rest = rest.substring(keyEnd + 1);
      int valueEnd = valueEnd(rest);
      String value = clean(rest.substring(0, valueEnd));
      rest = ltrim(rest.substring(valueEnd));
      if (!key.isEmpty()) args.add(new Arg(key, value));
    }
    return args;
  }

  /** The elements of a comma-separated list value. */
  static List<String> listElements(String value) {
    List<String> elements = new ArrayList<>();
    if (value.isEmpty()) return elements;
    String rest = value;
    for (int comma = findChar(rest, 0, ','); comma >= 0; comma = findChar(rest, 0, ',')) {
      elements.add(clean(rest.substring(0, comma)));
      rest = ltrim(rest.substring(comma)).substring(1);
    }
    elements.add(clean(rest));
    return elements;
  }

  /** The end of a value starting at 0: the first space outside quotes and braces. */
  private static int valueEnd(String s) {
    int i = 0;
    while (i < s.length() && s.charAt(i) != ' ') {
      char c = s.charAt(i);
      if (c == '\'' || c == '"') {
        int close = s.indexOf(c, i + 1);
        i = close < 0 ? i + 1 : close + 1;
      } else if (c == '{') {
        i = braceEnd(s, i);
      } else {
        i++;
      }
    }
    return i;
  }

  /** The index after the brace closing the one at {@code open}, skipping quoted text. */
  private static int braceEnd(String s, int open) {
    int depth = 1;
    int i = open + 1;
    for (; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\'' || c == '"') {
        int close = s.indexOf(c, i + 1);
        if (close >= 0) i = close;
      } else if (c == '{') {
        depth++;
      } else if (c == '}' && --depth == 0) {
        return i + 1;
      }
    }
    return i;
  }

  /** Trims, then strips one pair of enclosing quotes, or braces that enclose the whole text. */
  private static String clean(String raw) {
    String s = raw.strip();
    if (s.length() <= 1) return s;
    char first = s.charAt(0);
    char last = s.charAt(s.length() - 1);
    if ((first == '\'' || first == '"') && last == first) return s.substring(1, s.length() - 1).strip();
    if (first == '{' && findChar(s, 1, '}') == s.length() - 1) return s.substring(1, s.length() - 1).strip();
    return s;
  }

  /** The next {@code c} at or after {@code from}, skipping bracketed and quoted text; -1 if none. */
  static int findChar(String s, int from, char c) {
    for (int i = from; i < s.length(); i++) {
      char ch = s.charAt(i);
      if (ch == c) return i;
      int skip = skipGroup(s, i, ch);
      if (skip < 0) return -1;
      i = skip;
    }
    return -1;
  }

  private static int skipGroup(String s, int i, char ch) {
    switch (ch) {
      case '{':
        return findChar(s, i + 1, '}');
      case '(':
        return findChar(s, i + 1, ')');
      case '[':
        return findChar(s, i + 1, ']');
      case '"':
      case '\'':
        return s.indexOf(ch, i + 1);
      default:
        return i;
    }
  }

  private static String ltrim(String s) {
    int i = 0;
    while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++;
    return s.substring(i);
  }
}
