package rw.ir.pass;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** Parses option values as LLVM's command-line parsers do, with their error messages. */
final class OptionValueParser {
  private static final Pattern DECIMAL_FLOAT =
      Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?|[+-]?(inf|infinity|nan)", Pattern.CASE_INSENSITIVE);
  private static final BigInteger INT_MIN = BigInteger.valueOf(Integer.MIN_VALUE);
  private static final BigInteger INT_MAX = BigInteger.valueOf(Integer.MAX_VALUE);
  private static final BigInteger UINT_MAX = BigInteger.valueOf(0xFFFF_FFFFL);
  private static final BigInteger LONG_MIN = BigInteger.valueOf(Long.MIN_VALUE);
  private static final BigInteger LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE);

  private OptionValueParser() {}

  /** The value of {@code option} written as {@code text} ({@code null}: no {@code =value}). */
  static Object parse(PassOption option, String text) throws PassOptionException {
    PassOption.Kind kind = option.kind();
    if (text == null && kind != PassOption.Kind.BOOL) throw PassOptionException.forOption(option.name(), "requires a value!");
    switch (kind) {
      case BOOL:
        return parseBool(option, text == null ? "" : text);
      case INT_LIST:
      case STRING_LIST:
        return parseList(option, text);
      case ENUM:
        if (!option.choices().contains(text)) throw PassOptionException.forOption(option.name(), "Cannot find option named '" + text + "'!");
        return text;
      case STRING:
        return text;
      case DOUBLE:
        return parseDouble(option, text);
      default:
        return parseInteger(option.name(), kind, text);
    }
  }

  private static Boolean parseBool(PassOption option, String text) throws PassOptionException {
    switch (text) {
      case "":
      case "true":
      case "TRUE":
      case "True":
      case "1":
        return Boolean.TRUE;
      case "false":
      case "FALSE":
      case "False":
      case "0":
        return Boolean.FALSE;
      default:
        throw PassOptionException.forOption(option.name(), "'" + text + "' is invalid value for boolean argument! Try 0 or 1");
    }
  }

  private static List<Object> parseList(PassOption option, String text) throws PassOptionException {
    List<Object> values = new ArrayList<>();
    for (String element : OptionText.listElements(text)) {
      if (option.kind() == PassOption.Kind.STRING_LIST) values.add(element);
      else values.add(parseInteger(option.name(), PassOption.Kind.LONG, element));
    }
    return List.copyOf(values);
  }

  private static Double parseDouble(PassOption option, String text) throws PassOptionException {
    if (!DECIMAL_FLOAT.matcher(text).matches()) {
      throw PassOptionException.forOption(option.name(), "'" + text + "' value invalid for floating point argument!");
    }
    String lower = text.toLowerCase(java.util.Locale.ROOT);
    if (lower.contains("nan")) return Double.NaN;
    if (lower.contains("inf")) return lower.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
    return Double.parseDouble(text);
  }

  /** An integer in LLVM's auto-sensed radix ({@code 0x}, {@code 0b}, {@code 0o}, leading 0). */
  static Long parseInteger(String name, PassOption.Kind kind, String text) throws PassOptionException {
    BigInteger value = integerValue(text, kind != PassOption.Kind.UINT);
    if (value == null || !inRange(value, kind)) {
      throw PassOptionException.forOption(name, "'" + text + "' value invalid for " + kind.parserName() + " argument!");
    }
    return value.longValue();
  }

  private static BigInteger integerValue(String text, boolean signed) {
    String s = text;
    boolean negative = signed && s.startsWith("-");
    if (negative) s = s.substring(1);
    int radix = 10;
    if (s.startsWith("0x") || s.startsWith("0X")) radix = 16;
    else if (s.startsWith("0b") || s.startsWith("0B")) radix = 2;
    else if (s.startsWith("0o")) radix = 8;
    if (radix != 10) s = s.substring(2);
    else if (s.length() > 1 && s.charAt(0) == '0' && Character.isDigit(s.charAt(1))) radix = 8;
    if (s.isEmpty()) return null;
    for (int i = 0; i < s.length(); i++) {
      if (Character.digit(s.charAt(i), radix) < 0) return null;
    }
    BigInteger v = new BigInteger(s, radix);
    return negative ? v.negate() : v;
  }

  private static boolean inRange(BigInteger v, PassOption.Kind kind) {
    switch (kind) {
      case INT:
        return v.compareTo(INT_MIN) >= 0 && v.compareTo(INT_MAX) <= 0;
      case UINT:
        return v.signum() >= 0 && v.compareTo(UINT_MAX) <= 0;
      default:
        return v.compareTo(LONG_MIN) >= 0 && v.compareTo(LONG_MAX) <= 0;
    }
  }
}
