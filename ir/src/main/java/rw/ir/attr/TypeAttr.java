package rw.ir.attr;

import rw.ir.type.Type;

/** A type used as an attribute value, e.g. {@code function_type = (i32) -> ()}. */
public record TypeAttr(Type type) implements BuiltinAttr {
  // equals and hashCode are written out: rw runs on C1, which compiles the records' generated
  // ones (method-handle chains) about 6x slower.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof TypeAttr t && t.type.equals(type);
  }

  @Override
  public int hashCode() {
    return type.hashCode() + 0x7a;
  }

  public TypeAttr {
    if (type == null) throw new IllegalArgumentException("null type");
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
