package rw.ir.type;

/** {@code index}: a target-width integer used for sizes and subscripts. */
public record IndexType() implements BuiltinType {
  // equals and hashCode are written out: rw runs on C1, which compiles the records' generated
  // ones (method-handle chains) about 6x slower, and types are compared on every type lookup.
  @Override
  public boolean equals(Object o) {
    return o instanceof IndexType;
  }

  @Override
  public int hashCode() {
    return 0x1dec;
  }

  public static final IndexType INSTANCE = new IndexType();

  /** Bit width assumed when values of this type are stored in attributes. */
  public static final int INTERNAL_WIDTH = 64;

  @Override
  public String toString() {
    return "index";
  }
}
