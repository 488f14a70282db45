package rw.ir.type;

/** {@code index}: a target-width integer used for sizes and subscripts. */
public record IndexType() implements BuiltinType {
  public static final IndexType INSTANCE = new IndexType();

  /** Bit width assumed when values of this type are stored in attributes. */
  public static final int INTERNAL_WIDTH = 64;

  @Override
  public String toString() {
    return "index";
  }
}
