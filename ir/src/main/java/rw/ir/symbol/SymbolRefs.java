package rw.ir.symbol;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import rw.ir.Operation;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.SymbolRefAttr;

/**
 * The symbol references an op holds: in its attributes and, when registered, its properties
 * (MLIR's attribute dictionary, inherent attributes included), looking inside arrays and
 * dictionaries. A reference is visited whole: its nested names are not references of their own.
 */
final class SymbolRefs {
  private SymbolRefs() {}

  /** Visits the references of {@code op} in name order; false when {@code visitor} stopped. */
  static boolean forEach(Operation op, Predicate<SymbolRefAttr> visitor) {
    Attribute props = op.isRegistered() ? op.properties() : null;
    List<NamedAttribute> attrs = op.attributes().entries();
    if (!(props instanceof DictionaryAttr dict)) {
      return (props == null || forEach(props, visitor)) && forEachEntry(attrs, visitor);
    }
    List<NamedAttribute> inherent = dict.entries();
    int i = 0;
    int j = 0;
    while (i < inherent.size() || j < attrs.size()) {
      boolean takeInherent = j == attrs.size()
          || i < inherent.size() && inherent.get(i).name().compareTo(attrs.get(j).name()) <= 0;
      Attribute value = takeInherent ? inherent.get(i++).value() : attrs.get(j++).value();
      if (!forEach(value, visitor)) return false;
    }
    return true;
  }

  private static boolean forEachEntry(List<NamedAttribute> entries, Predicate<SymbolRefAttr> visitor) {
    for (NamedAttribute e : entries) {
      if (!forEach(e.value(), visitor)) return false;
    }
    return true;
  }

  /** Visits the references inside {@code a}, pre-order; false when {@code visitor} stopped. */
  static boolean forEach(Attribute a, Predicate<SymbolRefAttr> visitor) {
    if (a instanceof SymbolRefAttr ref) return visitor.test(ref);
    if (a instanceof ArrayAttr array) {
      for (Attribute e : array.elements()) {
        if (!forEach(e, visitor)) return false;
      }
      return true;
    }
    if (a instanceof DictionaryAttr dict) return forEachEntry(dict.entries(), visitor);
    return true;
  }

  /** Rewrites every reference of {@code op} through {@code f}; unchanged parts are kept. Whether any changed. */
  static boolean replaceIn(Operation op, UnaryOperator<SymbolRefAttr> f) {
    Attribute attrs = replace(op.attributes(), f);
    boolean changed = attrs != op.attributes();
    if (changed) op.setAttributes((DictionaryAttr) attrs);
    if (!op.isRegistered() || op.properties() == null) return changed;
    Attribute props = replace(op.properties(), f);
    if (props == op.properties()) return changed;
    op.setProperties(props);
    return true;
  }

  /** {@code a} with its references rewritten; {@code a} itself when none changed. */
  static Attribute replace(Attribute a, UnaryOperator<SymbolRefAttr> f) {
    if (a instanceof SymbolRefAttr ref) {
      SymbolRefAttr r = f.apply(ref);
      return r.equals(ref) ? ref : r;
    }
    if (a instanceof ArrayAttr array) return replaceElements(array, f);
    if (a instanceof DictionaryAttr dict) return replaceEntries(dict, f);
    return a;
  }

  private static Attribute replaceElements(ArrayAttr array, UnaryOperator<SymbolRefAttr> f) {
    List<Attribute> out = null;
    for (int i = 0; i < array.size(); i++) {
      Attribute e = array.get(i);
      Attribute r = replace(e, f);
      if (r != e && out == null) out = new ArrayList<>(array.elements().subList(0, i));
      if (out != null) out.add(r);
    }
    return out == null ? array : new ArrayAttr(out);
  }

  private static Attribute replaceEntries(DictionaryAttr dict, UnaryOperator<SymbolRefAttr> f) {
    List<NamedAttribute> entries = dict.entries();
    List<NamedAttribute> out = null;
    for (int i = 0; i < entries.size(); i++) {
      NamedAttribute e = entries.get(i);
      Attribute r = replace(e.value(), f);
      if (r != e.value() && out == null) out = new ArrayList<>(entries.subList(0, i));
      if (out != null) out.add(r == e.value() ? e : new NamedAttribute(e.name(), r));
    }
    return out == null ? dict : DictionaryAttr.of(out);
  }

  /** Whether {@code ref} is {@code prefix} or starts with all of its names. */
  static boolean hasPrefix(SymbolRefAttr ref, SymbolRefAttr prefix) {
    if (ref.equals(prefix)) return true;
    if (!ref.root().equals(prefix.root())) return false;
    List<String> names = ref.nested();
    List<String> prefixNames = prefix.nested();
    return prefixNames.size() < names.size() && names.subList(0, prefixNames.size()).equals(prefixNames);
  }

  /**
   * {@code ref} with the name that {@code old} ends with renamed to {@code newName}, when
   * {@code old} is a prefix of {@code ref}; otherwise {@code ref}.
   */
  static SymbolRefAttr rename(SymbolRefAttr ref, SymbolRefAttr old, String newName) {
    if (!hasPrefix(ref, old)) return ref;
    if (old.isFlat()) return new SymbolRefAttr(newName, ref.nested());
    List<String> nested = new ArrayList<>(ref.nested());
    nested.set(old.nested().size() - 1, newName);
    return new SymbolRefAttr(ref.root(), nested);
  }
}
