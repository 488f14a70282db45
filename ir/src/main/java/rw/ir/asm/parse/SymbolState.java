package rw.ir.asm.parse;

import java.util.HashMap;
import java.util.Map;
import rw.ir.attr.Attribute;
import rw.ir.type.Type;

/** The aliases defined at the top level of a file: {@code !name = type}, {@code #name = attr}. */
final class SymbolState {
  final Map<String, Type> typeAliases = new HashMap<>();
  final Map<String, Attribute> attributeAliases = new HashMap<>();

  /** The aliases defined so far, apart from those defined later. */
  SymbolState copy() {
    SymbolState c = new SymbolState();
    c.typeAliases.putAll(typeAliases);
    c.attributeAliases.putAll(attributeAliases);
    return c;
  }

  int size() {
    return typeAliases.size() + attributeAliases.size();
  }
}
