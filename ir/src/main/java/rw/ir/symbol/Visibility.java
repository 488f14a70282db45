package rw.ir.symbol;

/** Who may refer to a symbol: MLIR's {@code sym_visibility} ({@code public} when absent). */
public enum Visibility {
  PUBLIC("public"),
  PRIVATE("private"),
  NESTED("nested");

  private final String spelling;

  Visibility(String spelling) {
    this.spelling = spelling;
  }

  /** The value of the {@code sym_visibility} attribute. */
  public String spelling() {
    return spelling;
  }

  /** The visibility spelled {@code s}, or {@code null} when {@code s} names none. */
  public static Visibility of(String s) {
    for (Visibility v : values()) {
      if (v.spelling.equals(s)) return v;
    }
    return null;
  }
}
