package rw.ir.attr;

import java.util.List;

/** {@code [a, b, c]}. */
public record ArrayAttr(List<Attribute> elements) implements BuiltinAttr {
  public static final ArrayAttr EMPTY = new ArrayAttr(List.of());

  public ArrayAttr {
    elements = List.copyOf(elements);
  }

  public int size() {
    return elements.size();
  }

  public Attribute get(int i) {
    return elements.get(i);
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
