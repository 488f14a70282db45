package rw.dialect.syntax;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import rw.ir.OperationState;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.NamedAttribute;

/**
 * The names of an op's inherent attributes, which MLIR keeps in the op's properties. A custom
 * parser adds every attribute it reads to {@link OperationState#attributes} (as MLIR's parsers
 * do) and finally calls {@link #moveToProperties}, which moves the inherent ones into the
 * properties dictionary, as MLIR does when it creates the op.
 */
public final class InherentAttributes {
  private final Set<String> names;

  private InherentAttributes(Set<String> names) {
    this.names = names;
  }

  public static InherentAttributes of(String... names) {
    return new InherentAttributes(Set.of(names));
  }

  public boolean contains(String name) {
    return names.contains(name);
  }

  /**
   * Moves the state's attributes named here into its properties (merged with properties already
   * set). When an attribute occurs twice nothing is moved, so that the parser reports the
   * duplicate as MLIR does. Always returns {@code true}, for chaining at the end of a parse.
   */
  public boolean moveToProperties(OperationState state) {
    if (hasDuplicate(state.attributes)) return true;
    if (state.properties == null && state.attributes.size() == 1 && names.contains(state.attributes.get(0).name())) {
      // The usual case (arith.constant's value): the one attribute becomes the properties.
      state.properties = DictionaryAttr.of(List.of(state.attributes.get(0)));
      state.attributes.clear();
      return true;
    }
    List<NamedAttribute> props = new ArrayList<>();
    if (state.properties instanceof DictionaryAttr d) props.addAll(d.entries());
    List<NamedAttribute> rest = new ArrayList<>();
    for (NamedAttribute a : state.attributes) {
      if (names.contains(a.name())) props.add(a);
      else rest.add(a);
    }
    state.attributes.clear();
    state.attributes.addAll(rest);
    state.properties = props.isEmpty() ? null : DictionaryAttr.of(props);
    return true;
  }

  private static boolean hasDuplicate(List<NamedAttribute> attributes) {
    int n = attributes.size();
    if (n > 16) {
      Set<String> seen = new HashSet<>();
      for (NamedAttribute a : attributes) {
        if (!seen.add(a.name())) return true;
      }
      return false;
    }
    for (int i = 1; i < n; i++) {
      String name = attributes.get(i).name();
      for (int j = 0; j < i; j++) {
        if (attributes.get(j).name().equals(name)) return true;
      }
    }
    return false;
  }

  /** The value of attribute {@code name} among those parsed so far, or {@code null}. */
  public static Attribute find(OperationState state, String name) {
    for (NamedAttribute a : state.attributes) {
      if (a.name().equals(name)) return a.value();
    }
    return null;
  }
}
