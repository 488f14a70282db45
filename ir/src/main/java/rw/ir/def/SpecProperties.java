package rw.ir.def;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.PropertiesModel;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.type.IntegerType;

/**
 * Puts an op's inherent attributes where its {@link OpSpec} keeps them: in the properties (MLIR
 * 22's ODS ops) with default values filled in and the segment sizes, or among the attributes.
 * Used for ops parsed in the generic form ({@link #adopt}) and by assembly formats ({@link #fill}).
 */
final class SpecProperties implements PropertiesModel {
  private final OpSpec spec;
  /** The declared attributes that get a default value when absent. */
  private final AttrSpec[] defaulted;
  /** {@link #withDefaults} of the empty dictionary, once computed. */
  private DictionaryAttr defaultsAlone;
  /**
   * The last other dictionary completed, and the result: built ops often repeat their properties,
   * and equal small dictionaries are one object (see {@code SharedDictionaries}), so an identity
   * test finds them. Threads may overwrite each other's; any pair is right.
   */
  private Completed lastCompleted;

  private record Completed(DictionaryAttr written, DictionaryAttr completed) {}

  SpecProperties(OpSpec spec) {
    this.spec = spec;
    this.defaulted = spec.attributes().stream().filter(AttrSpec::populatesDefault).toArray(AttrSpec[]::new);
  }

  @Override
  public String adopt(Operation op) {
    Attribute written = op.properties();
    if (written != null && !(written instanceof DictionaryAttr)) return "expected DictionaryAttr to set properties";
    if (adoptedAsWritten(op, written == null ? DictionaryAttr.EMPTY : (DictionaryAttr) written)) return null;
    Map<String, Attribute> props = new TreeMap<>();
    if (written instanceof DictionaryAttr dict) {
      if (!spec.usesProperties() && !dict.isEmpty()) return "this operation does not support properties";
      String problem = convert(dict, props);
      if (problem != null) return problem;
    }
    List<NamedAttribute> rest = new ArrayList<>();
    List<NamedAttribute> discardable = op.attributes().entries();
    for (int i = 0; i < discardable.size(); i++) {
      NamedAttribute a = discardable.get(i);
      AttrSpec s = spec.attribute(a.name());
      if (s != null && !s.constraint().accepts(a.value())) {
        return "attribute '" + a.name() + "' failed to satisfy constraint: " + s.constraint().description();
      }
      if (s != null) props.put(a.name(), a.value());
      else rest.add(a);
    }
    DictionaryAttr completed = withDefaults(DictionaryAttr.of(entries(props)));
    op.setAttributes(DictionaryAttr.of(spec.usesProperties() ? rest : merge(rest, completed)));
    op.setProperties(spec.usesProperties() && !completed.isEmpty() ? completed : null);
    return null;
  }

  /**
   * Adopts in place the common case, as {@link #adopt} would leave it: the op keeps properties,
   * every written one is valid and kept, and no attribute is inherent. Only default values and
   * segment sizes may be missing; they are added to the written ones. False when not that case.
   * Ops parsed in the generic form and built by rules are nearly all of it.
   */
  private boolean adoptedAsWritten(Operation op, DictionaryAttr dict) {
    if (!spec.usesProperties()) return false;
    List<NamedAttribute> written = dict.entries();
    for (int i = 0; i < written.size(); i++) {
      NamedAttribute e = written.get(i);
      AttrSpec s = spec.attribute(e.name());
      int groups = segmentGroups(e.name());
      if (s == null && groups < 0) return false;
      if (s != null && !s.constraint().isStorable(e.value())) return false;
      if (groups >= 0 && checkSegments(e, groups) != null) return false;
    }
    List<NamedAttribute> discardable = op.attributes().entries();
    for (int i = 0; i < discardable.size(); i++) {
      if (spec.attribute(discardable.get(i).name()) != null) return false;
    }
    DictionaryAttr completed = withDefaults(dict);
    if (completed.isEmpty()) op.setProperties(null);
    else if (completed != dict) op.setProperties(completed);
    return true;
  }

  /** See {@link OpSpec#propertiesAsWritten}: the declared attribute of each name, or {@code null}. */
  AttrSpec[] asWritten(String[] names) {
    if (!spec.usesProperties() || spec.hasOperandSegments() || spec.hasResultSegments()) return null;
    AttrSpec[] specs = new AttrSpec[names.length];
    for (int i = 0; i < names.length; i++) {
      specs[i] = spec.attribute(names[i]);
      if (specs[i] == null) return null;
    }
    return specs;
  }

  /** The default values that {@link #withDefaults} adds to properties under {@code names}. */
  List<NamedAttribute> missingDefaults(String[] names) {
    List<NamedAttribute> missing = new ArrayList<>();
    for (AttrSpec a : defaulted) {
      if (!List.of(names).contains(a.name())) missing.add(new NamedAttribute(a.name(), a.defaultValue()));
    }
    return missing;
  }

  /** {@code dict} with the default values and zero segment sizes it lacks; {@code dict} itself when none. */
  private DictionaryAttr withDefaults(DictionaryAttr dict) {
    int missing = countMissing(dict);
    if (missing == 0) return dict;
    if (dict.isEmpty() && defaultsAlone != null) return defaultsAlone;
    Completed last = lastCompleted;
    if (last != null && last.written() == dict) return last.completed();
    NamedAttribute[] all = new NamedAttribute[missing + dict.size()];
    int n = 0;
    for (AttrSpec a : defaulted) {
      if (!dict.contains(a.name())) all[n++] = new NamedAttribute(a.name(), a.defaultValue());
    }
    if (lacksOperandSegments(dict)) all[n++] = new NamedAttribute(OpSpec.OPERAND_SEGMENT_SIZES, zeros(spec.operands().size()));
    if (lacksResultSegments(dict)) all[n++] = new NamedAttribute(OpSpec.RESULT_SEGMENT_SIZES, zeros(spec.results().size()));
    List<NamedAttribute> entries = dict.entries();
    for (int i = 0; i < entries.size(); i++) all[n++] = entries.get(i);
    Arrays.sort(all);
    DictionaryAttr completed = DictionaryAttr.of(List.of(all));
    // The defaults alone are what most built ops get: made once (a benign race; the dictionary is immutable).
    if (dict.isEmpty()) defaultsAlone = completed;
    else lastCompleted = new Completed(dict, completed);
    return completed;
  }

  /** How many default values and segment sizes {@code dict} lacks. */
  private int countMissing(DictionaryAttr dict) {
    int missing = 0;
    for (AttrSpec a : defaulted) {
      if (!dict.contains(a.name())) missing++;
    }
    if (lacksOperandSegments(dict)) missing++;
    if (lacksResultSegments(dict)) missing++;
    return missing;
  }

  private boolean lacksOperandSegments(DictionaryAttr dict) {
    return spec.hasOperandSegments() && !dict.contains(OpSpec.OPERAND_SEGMENT_SIZES);
  }

  private boolean lacksResultSegments(DictionaryAttr dict) {
    return spec.hasResultSegments() && !dict.contains(OpSpec.RESULT_SEGMENT_SIZES);
  }

  /** Converts written properties, keeping known entries; MLIR's complaint or {@code null}. */
  private String convert(DictionaryAttr dict, Map<String, Attribute> props) {
    for (NamedAttribute e : dict.entries()) {
      AttrSpec s = spec.attribute(e.name());
      int groups = segmentGroups(e.name());
      if (s != null && !s.constraint().isStorable(e.value())) return invalid(e);
      if (groups >= 0) {
        String problem = checkSegments(e, groups);
        if (problem != null) return problem;
      }
      if (s != null || groups >= 0) props.put(e.name(), e.value());
    }
    return null;
  }

  private String checkSegments(NamedAttribute e, int groups) {
    if (!(e.value() instanceof DenseArrayAttr d) || !d.elementType().equals(IntegerType.I32)) return invalid(e);
    if (d.size() != groups) return "size mismatch in attribute conversion: " + d.size() + " vs " + groups;
    return null;
  }

  /** The number of groups when {@code name} is a segment-size property of this op, else -1. */
  private int segmentGroups(String name) {
    if (spec.hasOperandSegments() && name.equals(OpSpec.OPERAND_SEGMENT_SIZES)) return spec.operands().size();
    if (spec.hasResultSegments() && name.equals(OpSpec.RESULT_SEGMENT_SIZES)) return spec.results().size();
    return -1;
  }

  private static String invalid(NamedAttribute e) {
    return "Invalid attribute `" + e.name() + "` in property conversion: " + e.value();
  }

  private static DenseArrayAttr zeros(int n) {
    return new DenseArrayAttr(IntegerType.I32, Collections.nCopies(n, 0L));
  }

  /**
   * Fills {@code state} from what an assembly format parsed: {@code inherent} (the format's
   * attributes and segment sizes) and {@code dict} (the attribute dictionary, whose inherent
   * entries join the properties), with default values added.
   */
  void fill(OperationState state, Map<String, Attribute> inherent, List<NamedAttribute> dict) {
    List<NamedAttribute> props = new ArrayList<>(inherent.size() + dict.size());
    for (Map.Entry<String, Attribute> e : inherent.entrySet()) props.add(new NamedAttribute(e.getKey(), e.getValue()));
    List<NamedAttribute> rest = dict.isEmpty() ? List.of() : new ArrayList<>(dict.size());
    for (int i = 0; i < dict.size(); i++) {
      NamedAttribute a = dict.get(i);
      if (!isInherent(spec, a.name())) rest.add(a);
      else if (indexOf(props, a.name()) < 0) props.add(a);
    }
    // The dictionary sorts its entries: the order they were gathered in does not matter.
    DictionaryAttr completed = withDefaults(DictionaryAttr.of(props));
    if (spec.usesProperties()) {
      if (!rest.isEmpty()) state.attributes.addAll(rest);
      if (!completed.isEmpty()) state.properties = completed;
    } else {
      state.attributes.addAll(merge(rest, completed));
    }
  }

  /** Whether {@code name} is one of the op's declared attributes or segment sizes. */
  private static boolean isInherent(OpSpec spec, String name) {
    return spec.attribute(name) != null || name.equals(OpSpec.OPERAND_SEGMENT_SIZES) || name.equals(OpSpec.RESULT_SEGMENT_SIZES);
  }

  private static int indexOf(List<NamedAttribute> entries, String name) {
    for (int i = 0; i < entries.size(); i++) {
      if (entries.get(i).name().equals(name)) return i;
    }
    return -1;
  }

  private static List<NamedAttribute> entries(Map<String, Attribute> props) {
    List<NamedAttribute> list = new ArrayList<>(props.size());
    for (Map.Entry<String, Attribute> e : props.entrySet()) list.add(new NamedAttribute(e.getKey(), e.getValue()));
    return list;
  }

  private static List<NamedAttribute> merge(List<NamedAttribute> rest, DictionaryAttr props) {
    List<NamedAttribute> all = new ArrayList<>(rest);
    all.addAll(props.entries());
    return all;
  }
}
