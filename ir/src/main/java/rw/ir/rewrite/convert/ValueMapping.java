package rw.ir.rewrite.convert;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import rw.ir.Value;
import rw.ir.type.Type;

/**
 * What the conversion knows about replaced values: a source cast (standing for a value whose
 * replacement has other types) maps to the replacement values; a group of values maps to the
 * target cast built from them (a cache, so each conversion is materialized once).
 *
 * <p>Every operand of every converted op is looked up here, nearly always as a single value
 * that is not mapped: what is known of a value is noted on the value itself
 * ({@link Value#driverNote}, tagged with this mapping), so that such a lookup reads one field,
 * where an identity map hashed the value (a call into the VM on C1) and probed its table. Groups
 * of one value are kept apart from larger ones for that reason.
 */
final class ValueMapping {
  /**
   * The first capacity of the conversion's identity maps: most conversions are of one small module
   * each (thousands per pipeline), and the default tables cost hundreds of bytes each.
   */
  static final int SMALL = 4;

  /** The casts of larger groups; keys compare element by element with {@code Value.equals}, which is identity. */
  private final Map<List<Value>, List<Value>> groups = new HashMap<>();

  /** This mapping's tag on the notes it leaves. */
  private final Object tag = new Object();

  /**
   * What this mapping knows of a value: its replacement (a source cast's values) and the cast of
   * the group of it alone, either may be null.
   */
  private static final class Known extends DriverNote {
    List<Value> replacement;
    List<Value> cast;

    Known(Object tag, Object older) {
      super(tag, older);
    }
  }

  /** This mapping's note on {@code v}, or {@code null}. */
  private Known get(Value v) {
    for (Object n = v.driverNote(); n instanceof DriverNote d; n = d.older) {
      if (d.tag == tag) return (Known) d;
    }
    return null;
  }

  private Known known(Value v) {
    Known k = get(v);
    if (k == null) {
      k = new Known(tag, v.driverNote());
      v.setDriverNote(k);
    }
    return k;
  }

  void map(Value from, List<Value> to) {
    known(from).replacement = List.copyOf(to);
  }

  void mapGroup(List<Value> from, List<Value> to) {
    if (from.size() == 1) known(from.get(0)).cast = List.copyOf(to);
    else groups.put(List.copyOf(from), List.copyOf(to));
  }

  /** Whether {@code v} was replaced or has a cached cast: else it stands for itself alone. */
  boolean isMapped(Value v) {
    return get(v) != null;
  }

  /** Whether {@code v} was replaced (cached casts aside): else {@link #latest} is {@code v} alone. */
  boolean isReplaced(Value v) {
    Known k = get(v);
    return k != null && k.replacement != null;
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

  /** {@link #withTypes} for one type: the newest single value of type {@code type}, or {@code null}. */
  Value withType(Value from, Type type) {
    Value found = from.type().equals(type) ? from : null;
    for (List<Value> current = next(from, true); current != null; current = step(current, true)) {
      if (current.size() == 1 && current.get(0).type().equals(type)) found = current.get(0);
    }
    return found;
  }

  /** Replaces each mapped value by its mapping; else, optionally, the whole group by its cast. */
  private List<Value> step(List<Value> current, boolean withGroups) {
    if (current.size() == 1) return next(current.get(0), withGroups);
    List<Value> next = null;
    for (int i = 0; i < current.size(); i++) {
      Known k = get(current.get(i));
      List<Value> mapped = k == null ? null : k.replacement;
      if (mapped != null && next == null) next = prefix(current, i);
      if (next == null) continue;
      if (mapped != null) next.addAll(mapped);
      else next.add(current.get(i));
    }
    if (next != null) return next;
    return withGroups ? groups.get(current) : null;
  }

  /** {@link #step} of the group of {@code v} alone. */
  private List<Value> next(Value v, boolean withGroups) {
    Known k = get(v);
    if (k == null) return null;
    if (k.replacement != null || !withGroups) return k.replacement;
    return k.cast;
  }

  private static List<Value> prefix(List<Value> values, int end) {
    List<Value> out = new ArrayList<>(values.size() + 2);
    for (int i = 0; i < end; i++) out.add(values.get(i));
    return out;
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
