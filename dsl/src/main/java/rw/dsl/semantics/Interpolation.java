package rw.dsl.semantics;

import java.util.ArrayList;
import java.util.List;

/**
 * String interpolation: `"{spv.sym_name}_{kernel}"` is literal text and `{path}` parts, where a path
 * is a name followed by `.member`s. `{{` and `}}` stand for literal braces.
 */
public final class Interpolation {
  /** One part: literal text, or a path (`offset` is its start inside the string's value). */
  public record Part(String text, List<String> path, int offset) {
    public boolean isPath() {
      return path != null;
    }
  }

  private Interpolation() {}

  public static List<Part> parse(String value) {
    List<Part> parts = new ArrayList<>();
    StringBuilder text = new StringBuilder();
    int i = 0;
    while (i < value.length()) {
      char c = value.charAt(i);
      if ((c == '{' || c == '}') && i + 1 < value.length() && value.charAt(i + 1) == c) {
        text.append(c);
        i += 2;
        continue;
      }
      int close = c == '{' ? value.indexOf('}', i) : -1;
      if (close < 0) {
        text.append(c);
        i++;
        continue;
      }
      if (text.length() > 0) {
        parts.add(new Part(text.toString(), null, i - text.length()));
        text.setLength(0);
      }
      parts.add(new Part(null, List.of(value.substring(i + 1, close).trim().split("\\.", -1)), i + 1));
      i = close + 1;
    }
    if (text.length() > 0) {
      parts.add(new Part(text.toString(), null, value.length() - text.length()));
    }
    return parts;
  }

  public static boolean isInterpolated(String value) {
    return parse(value).stream().anyMatch(Part::isPath);
  }
}
