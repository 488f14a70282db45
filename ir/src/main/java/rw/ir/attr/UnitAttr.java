package rw.ir.attr;

/** {@code unit}: an attribute whose presence is its meaning. */
public record UnitAttr() implements BuiltinAttr {
  public static final UnitAttr INSTANCE = new UnitAttr();

  @Override
  public String toString() {
    return "unit";
  }
}
