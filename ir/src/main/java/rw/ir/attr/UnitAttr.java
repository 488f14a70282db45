package rw.ir.attr;

/** {@code unit}: an attribute whose presence is its meaning. */
public record UnitAttr() implements BuiltinAttr {
  // equals and hashCode are written out: rw runs on C1, which compiles the records' generated
  // ones (method-handle chains) about 6x slower.
  @Override
  public boolean equals(Object o) {
    return o instanceof UnitAttr;
  }

  @Override
  public int hashCode() {
    return 0x0417;
  }

  public static final UnitAttr INSTANCE = new UnitAttr();

  @Override
  public String toString() {
    return "unit";
  }
}
