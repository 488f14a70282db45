package rw.ir.attr;

import rw.ir.type.Type;

/** A type used as an attribute value, e.g. {@code function_type = (i32) -> ()}. */
public record TypeAttr(Type type) implements BuiltinAttr {
  public TypeAttr {
    if (type == null) throw new IllegalArgumentException("null type");
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
