package rw.ir.attr;

/**
 * An attribute of a dialect rw does not know, kept verbatim: printed as
 * {@code "#" + dialect + body}, where {@code body} starts with {@code .} or {@code <}.
 */
public record OpaqueAttr(String dialect, String body) implements BuiltinAttr {
  public OpaqueAttr {
    if (dialect == null || body == null) throw new IllegalArgumentException("null component");
  }

  @Override
  public String toString() {
    return "#" + dialect + body;
  }
}
