package rw.ir.attr;

import rw.ir.type.Type;

/**
 * An attribute of a dialect rw does not know, kept verbatim: printed as
 * {@code "#" + dialect + body}, where {@code body} starts with {@code .} or {@code <}, followed by
 * {@code " : " + type} when it was written with a type ({@code #foo.bar : i32}; {@code type} is
 * {@code null} otherwise).
 */
public record OpaqueAttr(String dialect, String body, Type type) implements BuiltinAttr {
  public OpaqueAttr {
    if (dialect == null || body == null) throw new IllegalArgumentException("null component");
  }

  public OpaqueAttr(String dialect, String body) {
    this(dialect, body, null);
  }

  @Override
  public String toString() {
    return "#" + dialect + body + (type == null ? "" : " : " + type);
  }
}
