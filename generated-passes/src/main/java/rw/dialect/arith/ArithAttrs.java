package rw.dialect.arith;

import rw.ir.attr.Attribute;
import rw.ir.attr.OpaqueAttr;

/** The arith flag attributes ({@code #arith.overflow<nsw>}, {@code #arith.fastmath<fast>}) and the externs of arith.rw. */
public final class ArithAttrs {
  static final String FASTMATH = "fastmath";
  static final String OVERFLOW = "overflow";

  private ArithAttrs() {}

  /** {@code #arith.<mnemonic><flags>}. */
  public static Attribute of(String mnemonic, String flags) {
    return new OpaqueAttr("arith", "." + mnemonic + "<" + flags + ">");
  }

  public static boolean isOverflow(Attribute a) {
    return is(a, OVERFLOW);
  }

  public static boolean isFastmath(Attribute a) {
    return is(a, FASTMATH);
  }

  /** {@code #arith.overflow<none>}. */
  public static Attribute overflowNone() {
    return of(OVERFLOW, "none");
  }

  /** {@code #arith.fastmath<none>}. */
  public static Attribute fastmathNone() {
    return of(FASTMATH, "none");
  }

  private static boolean is(Attribute a, String mnemonic) {
    return a instanceof OpaqueAttr o && o.dialect().equals("arith") && o.body().startsWith("." + mnemonic + "<");
  }
}
