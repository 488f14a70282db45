package rw.ir.rewrite.convert;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import rw.ir.Value;
import rw.ir.type.Type;

/**
 * What the conversion knows about replaced values: a source cast (standing for a value whose
 * replacement has other types) maps to the replacement values; a group of values maps to the
 * target cast built from them (a cache, so each conversion is materialized once).
 */
final class ValueMapping {
  private final Map<Value, List<Value>> values = new IdentityHashMap<>();
  /** Keys compare element by element with {@code Value.equals}, which is identity. */
  private final Map<List<Value>, List<Value>> groups = new HashMap<>();

  void map(Value from, List<Value> to) {
    values.put(from, List.copyOf(to));
  }

  void mapGroup(List<Value> from, List<Value> to) {
    groups.put(List.copyOf(from), List.copyOf(to));
  }

  /** The newest replacement of {@code from} (itself when it is not mapped), without cached casts. */
  List<Value> latest(Value from) {
    List<Value> current = List.of(from);
    for (List<Value> next = step(current, false); next != null; next = step(current, false)) current = next;
    return current;
  }

  /**
   * The newest values along {@code from}'s replacements (cached casts included) whose types are
   * {@code types}, or {@code null} when there is none.
   */
  List<Value> withTypes(Value from, List<Type> types) {
    List<Value> found = null;
    for (List<Value> current = List.of(from); current != null; current = step(current, true)) {
      if (hasTypes(current, types)) found = current;
    }
    return found;
  }

  /** Replaces each mapped value by its mapping; else, optionally, the whole group by its cast. */
  private List<Value> step(List<Value> current, boolean withGroups) {
    List<Value> next = null;
    for (int i = 0; i < current.size(); i++) {
      List<Value> mapped = values.get(current.get(i));
      if (mapped != null && next == null) next = new ArrayList<>(current.subList(0, i));
      if (next == null) continue;
      if (mapped != null) next.addAll(mapped);
      else next.add(current.get(i));
    }
    if (next != null) return next;
    return withGroups ? groups.get(current) : null;
  }

  private static boolean hasTypes(List<Value> vs, List<Type> types) {
    if (vs.size() != types.size()) return false;
    for (int i = 0; i < vs.size(); i++) {
      if (!vs.get(i).type().equals(types.get(i))) return false;
    }
    return true;
  }

  static List<Type> typesOf(List<Value> vs) {
    List<Type> out = new ArrayList<>(vs.size());
    for (Value v : vs) out.add(v.type());
    return out;
  }
}
