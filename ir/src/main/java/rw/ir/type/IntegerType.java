package rw.ir.type;

/** {@code iN}, {@code siN} or {@code uiN}. */
public record IntegerType(int width, Signedness signedness) implements BuiltinType {
  // equals and hashCode are written out: rw runs on C1, which compiles the records' generated
  // ones (method-handle chains) about 6x slower, and types are compared on every type lookup.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof IntegerType t && t.width == width && t.signedness == signedness;
  }

  @Override
  public int hashCode() {
    return width * 3 + signedness.ordinal();
  }

  public static final int MAX_WIDTH = 16_777_215;
  public static final IntegerType I1 = new IntegerType(1);
  public static final IntegerType I8 = new IntegerType(8);
  public static final IntegerType I16 = new IntegerType(16);
  public static final IntegerType I32 = new IntegerType(32);
  public static final IntegerType I64 = new IntegerType(64);

  public enum Signedness {
    SIGNLESS("i"),
    SIGNED("si"),
    UNSIGNED("ui");

    private final String prefix;

    Signedness(String prefix) {
      this.prefix = prefix;
    }

    public String prefix() {
      return prefix;
    }
  }

  public IntegerType {
    if (width < 0 || width > MAX_WIDTH) throw new IllegalArgumentException("bad width " + width);
    if (signedness == null) throw new IllegalArgumentException("null signedness");
  }

  public IntegerType(int width) {
    this(width, Signedness.SIGNLESS);
  }

  /** A signless integer type, shared for the common widths. */
  public static IntegerType of(int width) {
    switch (width) {
      case 1: return I1;
      case 8: return I8;
      case 16: return I16;
      case 32: return I32;
      case 64: return I64;
      default: return new IntegerType(width);
    }
  }

  public boolean isSignless() {
    return signedness == Signedness.SIGNLESS;
  }

  public boolean isUnsigned() {
    return signedness == Signedness.UNSIGNED;
  }

  @Override
  public String toString() {
    return signedness.prefix() + width;
  }
}
