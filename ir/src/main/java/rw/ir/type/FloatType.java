package rw.ir.type;

/** A builtin floating-point type such as {@code f32}. */
public record FloatType(Kind kind) implements BuiltinType {
  // equals and hashCode are written out: rw runs on C1, which compiles the records' generated
  // ones (method-handle chains) about 6x slower, and types are compared on every type lookup.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof FloatType t && t.kind == kind;
  }

  @Override
  public int hashCode() {
    return 0xf10a7 + kind.ordinal();
  }

  public static final FloatType F16 = new FloatType(Kind.F16);
  public static final FloatType BF16 = new FloatType(Kind.BF16);
  public static final FloatType F32 = new FloatType(Kind.F32);
  public static final FloatType F64 = new FloatType(Kind.F64);

  /** The formats, with their spelling, total width and significand precision (in bits). */
  public enum Kind {
    F16("f16", 16, 11),
    BF16("bf16", 16, 8),
    TF32("tf32", 19, 11),
    F32("f32", 32, 24),
    F64("f64", 64, 53),
    F80("f80", 80, 64),
    F128("f128", 128, 113),
    // small formats of machine-learning hardware: known as types; their values follow IEEE rules
    // only approximately (no special handling of the FN/FNUZ encodings)
    F8E5M2("f8E5M2", 8, 3),
    F8E4M3("f8E4M3", 8, 4),
    F8E4M3FN("f8E4M3FN", 8, 4),
    F8E5M2FNUZ("f8E5M2FNUZ", 8, 3),
    F8E4M3FNUZ("f8E4M3FNUZ", 8, 4),
    F8E4M3B11FNUZ("f8E4M3B11FNUZ", 8, 4),
    F8E3M4("f8E3M4", 8, 5),
    F4E2M1FN("f4E2M1FN", 4, 2),
    F6E2M3FN("f6E2M3FN", 6, 4),
    F6E3M2FN("f6E3M2FN", 6, 3),
    F8E8M0FNU("f8E8M0FNU", 8, 1);

    private final String spelling;
    private final int width;
    private final int precision;

    Kind(String spelling, int width, int precision) {
      this.spelling = spelling;
      this.width = width;
      this.precision = precision;
    }

    public String spelling() {
      return spelling;
    }

    public int width() {
      return width;
    }

    public int precision() {
      return precision;
    }

    /** The kind spelled {@code s}, or {@code null}. */
    public static Kind bySpelling(String s) {
      for (Kind k : values()) {
        if (k.spelling.equals(s)) return k;
      }
      return null;
    }
  }

  public FloatType {
    if (kind == null) throw new IllegalArgumentException("null kind");
  }

  public static FloatType of(Kind kind) {
    switch (kind) {
      case F16: return F16;
      case BF16: return BF16;
      case F32: return F32;
      case F64: return F64;
      default: return new FloatType(kind);
    }
  }

  public int width() {
    return kind.width();
  }

  @Override
  public String toString() {
    return kind.spelling();
  }
}
