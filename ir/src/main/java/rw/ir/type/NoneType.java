package rw.ir.type;

/** {@code none}. */
public record NoneType() implements BuiltinType {
  public static final NoneType INSTANCE = new NoneType();

  @Override
  public String toString() {
    return "none";
  }
}
