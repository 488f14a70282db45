package rw.conversion.support;

import java.lang.ref.WeakReference;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import rw.ir.Context;
import rw.ir.OpDef;
import rw.ir.OpName;
import rw.ir.PropertiesModel;
import rw.ir.attr.NamedAttribute;
import rw.ir.def.AttrSpec;
import rw.ir.def.OpSpec;

/**
 * What {@link RuleOps#build} needs to know of an op it builds again and again with properties of
 * the same names: the op's name in the context, its number of regions and, when the op's
 * definition takes such properties as written ({@link OpSpec#propertiesAsWritten}), the declared
 * attribute of each name in name order. A build call of generated code passes literals, so its
 * op name and property names are the same String objects at each call, and a direct-mapped table
 * finds them by identity: without it each op built looked its name up in the context, asked its
 * definition for two interfaces, sorted and copied its properties and had them adopted (checked
 * by name against the declared attributes, defaults sought): on the runner pipeline at
 * gen-module.py 5000, 2026-12-03, RuleOps.build fell from 10% to 8% of the CPU samples and
 * bench/ab.sh measured 7.28 -> 6.94 s (medians of 6 interleaved pairs).
 *
 * <p>The table is shared by all threads without a lock, as {@code SharedDictionaries} is: an entry
 * is immutable and reached through a final field, and a race costs a lookup, never a wrong
 * answer. An entry holds its context weakly, so that the table keeps no context alive.
 */
final class BuildTargets {
  private static final int SLOTS = 1 << 11;
  private static final Target[] TABLE = new Target[SLOTS];

  /**
   * An op and property names resolved in a context. The op's properties are {@code entries()}
   * long, in name order: entry {@code j} is the call's property {@code order[j]}, whose value must
   * satisfy {@code specs[j]}, or when {@code order[j] < 0} the default value {@code defaults[j]}.
   * {@code specs}, {@code order} and {@code defaults} are {@code null} when the op's definition
   * needs more than that.
   */
  record Target(WeakReference<Context> context, String name, String[] names, OpName opName, int regions,
      AttrSpec[] specs, int[] order, NamedAttribute[] defaults) {
    int entries() {
      return order.length;
    }
  }

  private BuildTargets() {}

  /** The target of building {@code name} in {@code ctx} with {@code properties} (their names matter). */
  static Target of(Context ctx, String name, List<NamedAttribute> properties) {
    int n = properties.size();
    int h = name.hashCode() * 31 + n;
    int slot = (h ^ (h >>> 9)) & (SLOTS - 2);
    Target first = TABLE[slot];
    if (first != null && matches(first, ctx, name, properties)) return first;
    Target second = TABLE[slot + 1];
    if (second != null && matches(second, ctx, name, properties)) return second;
    Target made = resolve(ctx, name, properties);
    // Two ways: the newer of two targets of a slot pair moves to the second slot.
    if (first != null) TABLE[slot + 1] = first;
    TABLE[slot] = made;
    return made;
  }

  private static boolean matches(Target t, Context ctx, String name, List<NamedAttribute> properties) {
    String[] names = t.names;
    if (t.name != name || names.length != properties.size() || t.context.get() != ctx) return false;
    for (int i = 0; i < names.length; i++) {
      if (names[i] != properties.get(i).name()) return false;
    }
    return true;
  }

  private static Target resolve(Context ctx, String name, List<NamedAttribute> properties) {
    String[] names = new String[properties.size()];
    for (int i = 0; i < names.length; i++) names[i] = properties.get(i).name();
    WeakReference<Context> context = new WeakReference<>(ctx);
    OpName opName = ctx.opName(name);
    OpDef def = opName.def();
    OpSpec spec = def == null ? null : def.getInterface(OpSpec.class);
    int regions = spec == null ? 0 : spec.regions().size();
    AttrSpec[] given = spec == null || !unique(names) ? null : spec.propertiesAsWritten(def.getInterface(PropertiesModel.class), names);
    if (given == null) return new Target(context, name, names, opName, regions, null, null, null);
    List<NamedAttribute> missing = spec.missingDefaults(names);
    // Entry k < names.length is the call's property k, else the default missing[k - names.length].
    Integer[] byName = new Integer[names.length + missing.size()];
    for (int k = 0; k < byName.length; k++) byName[k] = k;
    Arrays.sort(byName, Comparator.comparing(k -> k < names.length ? names[k] : missing.get(k - names.length).name()));
    int[] order = new int[byName.length];
    AttrSpec[] specs = new AttrSpec[byName.length];
    NamedAttribute[] defaults = new NamedAttribute[byName.length];
    for (int j = 0; j < byName.length; j++) {
      int k = byName[j];
      order[j] = k < names.length ? k : -1;
      if (k < names.length) specs[j] = given[k];
      else defaults[j] = missing.get(k - names.length);
    }
    return new Target(context, name, names, opName, regions, specs, order, defaults);
  }

  private static boolean unique(String[] names) {
    for (int i = 0; i < names.length; i++) {
      for (int j = 0; j < i; j++) {
        if (names[i].equals(names[j])) return false;
      }
    }
    return true;
  }
}
