package rw.ir.diag;

import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The text of an {@code expected-<kind>-re} designator as a pattern: literal text, with
 * {@code {{regex}}} blocks in POSIX extended syntax (as LLVM's Regex reads them), translated to
 * Java's dialect. The result is searched for anywhere in a message.
 */
final class ExpectationPattern {
  private static final String[][] POSIX_CLASSES = {
    {"[:alpha:]", "\\p{Alpha}"}, {"[:digit:]", "\\p{Digit}"}, {"[:alnum:]", "\\p{Alnum}"},
    {"[:upper:]", "\\p{Upper}"}, {"[:lower:]", "\\p{Lower}"}, {"[:space:]", "\\s"},
    {"[:blank:]", "\\p{Blank}"}, {"[:punct:]", "\\p{Punct}"}, {"[:xdigit:]", "\\p{XDigit}"},
    {"[:print:]", "\\p{Print}"}, {"[:graph:]", "\\p{Graph}"}, {"[:cntrl:]", "\\p{Cntrl}"}
  };

  /** The compiled pattern, or the error MLIR reports for {@code text}. */
  record Result(Pattern pattern, String error) {}

  private ExpectationPattern() {}

  static Result compile(String text) {
    StringBuilder regex = new StringBuilder();
    String rest = text;
    while (!rest.isEmpty()) {
      int open = rest.indexOf("{{");
      if (open < 0) {
        regex.append(quote(rest));
        break;
      }
      regex.append(quote(rest.substring(0, open)));
      rest = rest.substring(open + 2);
      int close = rest.indexOf("}}");
      if (close < 0) return new Result(null, "found start of regex with no end '}}'");
      String part = translate(rest.substring(0, close));
      String error = validate(part);
      if (error != null) return new Result(null, "invalid regex: " + error);
      regex.append('(').append(part).append(')');
      rest = rest.substring(close + 2);
    }
    return new Result(Pattern.compile(regex.toString()), null);
  }

  private static String quote(String literal) {
    return literal.isEmpty() ? "" : Pattern.quote(literal);
  }

  private static String translate(String posix) {
    String s = posix;
    for (String[] c : POSIX_CLASSES) s = s.replace(c[0], c[1]);
    return s;
  }

  /** Null when {@code regex} is valid, else a message in the words of LLVM's regcomp. */
  private static String validate(String regex) {
    if (regex.isEmpty()) return "empty (sub)expression";
    try {
      Pattern.compile(regex);
      return null;
    } catch (PatternSyntaxException e) {
      return describe(e.getDescription());
    }
  }

  private static String describe(String javaDescription) {
    String d = javaDescription;
    if (d.startsWith("Unclosed group") || d.startsWith("Unmatched closing ')'")) return "parentheses not balanced";
    if (d.startsWith("Unclosed character class")) return "brackets ([ ]) not balanced";
    if (d.startsWith("Dangling meta character")) return "repetition-operator operand invalid";
    if (d.startsWith("Illegal character range")) return "invalid character range";
    if (d.startsWith("Unexpected internal error")) return "trailing backslash (\\)";
    if (d.startsWith("Unclosed counted closure") || d.startsWith("Illegal repetition")) return "braces not balanced";
    return d;
  }
}
