package rw.ir.asm.parse;

import java.util.ArrayList;
import java.util.List;
import rw.ir.BuiltinOps;
import rw.ir.Operation;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.StringAttr;

/**
 * Checks the properties written for the core's own ops, as MLIR converts them when it creates
 * the op: {@code builtin.module} keeps its string {@code sym_name} and {@code sym_visibility}
 * (other entries are dropped); {@code builtin.unrealized_conversion_cast} has none.
 */
final class BuiltinProperties {
  private BuiltinProperties() {}

  /** Normalises the properties of {@code op}; returns MLIR's complaint, or null when they are fine. */
  static String apply(Operation op) {
    Attribute props = op.properties();
    if (props == null) return null;
    if (op.name().equals(BuiltinOps.UNREALIZED_CONVERSION_CAST)) return "this operation does not support properties";
    if (!op.name().equals(BuiltinOps.MODULE)) return null;
    if (!(props instanceof DictionaryAttr dict)) return "expected DictionaryAttr to set properties";
    List<NamedAttribute> kept = new ArrayList<>(2);
    for (NamedAttribute a : dict.entries()) {
      if (!a.name().equals("sym_name") && !a.name().equals("sym_visibility")) continue;
      if (!(a.value() instanceof StringAttr)) {
        return "Invalid attribute `" + a.name() + "` in property conversion: " + a.value();
      }
      kept.add(a);
    }
    op.setProperties(kept.isEmpty() ? null : DictionaryAttr.of(kept));
    return null;
  }
}
