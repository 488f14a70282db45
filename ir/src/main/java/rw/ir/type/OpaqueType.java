package rw.ir.type;

import rw.ir.attr.TypeAttrPrinter;

/**
 * A type of a dialect rw does not know, kept verbatim: printed as {@code "!" + dialect + body},
 * where {@code body} starts with {@code .} (pretty form, {@code !foo.bar<1>}) or {@code <}
 * ({@code !foo<"bar">}).
 */
public record OpaqueType(String dialect, String body) implements BuiltinType {
  public OpaqueType {
    if (dialect == null || body == null) throw new IllegalArgumentException("null component");
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
