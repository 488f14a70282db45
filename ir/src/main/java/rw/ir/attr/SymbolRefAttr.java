package rw.ir.attr;

import java.util.List;

/**
 * {@code @root} or {@code @root::@a::@b}: a reference to a symbol, resolved from the nearest
 * symbol table outward; each nested name is looked up inside the previous symbol.
 */
public record SymbolRefAttr(String root, List<String> nested) implements BuiltinAttr {
  // equals and hashCode are written out: rw runs on C1, which compiles the records' generated
  // ones (method-handle chains) about 6x slower, and symbol uses compare references.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof SymbolRefAttr r && r.root.equals(root) && r.nested.equals(nested);
  }

  @Override
  public int hashCode() {
    return root.hashCode() * 31 + nested.hashCode();
  }

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
