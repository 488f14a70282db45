package rw.ir.attr;

import java.util.List;

/**
 * {@code @root} or {@code @root::@a::@b}: a reference to a symbol, resolved from the nearest
 * symbol table outward; each nested name is looked up inside the previous symbol.
 */
public record SymbolRefAttr(String root, List<String> nested) implements BuiltinAttr {
  public SymbolRefAttr {
    if (root == null) throw new IllegalArgumentException("null root");
    nested = List.copyOf(nested);
  }

  /** A flat reference {@code @name}. */
  public static SymbolRefAttr flat(String name) {
    return new SymbolRefAttr(name, List.of());
  }

  public boolean isFlat() {
    return nested.isEmpty();
  }

  /** The last name of the path: the symbol finally referred to. */
  public String leaf() {
    return nested.isEmpty() ? root : nested.get(nested.size() - 1);
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
