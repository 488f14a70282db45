package rw.ir.def.format;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.def.AttrSpec;
import rw.ir.def.OpSpec;
import rw.ir.def.SegmentAccess;
import rw.ir.type.FunctionType;

/**
 * Prints an op by its format with MLIR's spacing: a space before each value element unless the
 * last literal was an opening bracket, none before {@code , ) ] >} after punctuation, none
 * around {@code ``}; the attribute dictionary brings its own leading space. Values and types
 * are read from the op in place (no lists per op), the spacing state is an int, and the spacing of
 * literals is decided once ({@link PrintSteps}).
 */
final class FormatPrinter {
  private static final int SHOULD_EMIT_SPACE = PrintSteps.SHOULD_EMIT_SPACE;
  private static final int LAST_WAS_PUNCTUATION = PrintSteps.LAST_WAS_PUNCTUATION;
  /** Above this many attributes with defaults, the elided names are collected per op. */
  private static final int MAX_PRECOMPUTED_DEFAULTS = 4;

  private final OpSpec spec;
  /** The format's elements as {@link PrintSteps} made them. */
  private final Object[] steps;
  /** The attributes the dictionary always leaves out: the format's own and the segment sizes. */
  private final List<String> alwaysElided;
  private final List<AttrSpec> defaulted;
  /** By the set of {@link #defaulted} attributes at their default (bit i: the i-th): what attr-dict leaves out. */
  private final List<List<String>> elidedBySet;
  private final boolean hasPropDict;

  FormatPrinter(OpSpec spec, List<Element> elements, List<String> formatAttrs) {
    this.spec = spec;
    this.steps = PrintSteps.of(elements);
    List<String> names = new ArrayList<>(formatAttrs);
    if (spec.hasOperandSegments()) names.add(OpSpec.OPERAND_SEGMENT_SIZES);
    if (spec.hasResultSegments()) names.add(OpSpec.RESULT_SEGMENT_SIZES);
    this.alwaysElided = List.copyOf(names);
    List<AttrSpec> withDefault = new ArrayList<>();
    for (AttrSpec a : spec.attributes()) {
      if (a.defaultValue() != null) withDefault.add(a);
    }
    this.defaulted = List.copyOf(withDefault);
    this.elidedBySet = defaulted.size() > MAX_PRECOMPUTED_DEFAULTS ? null : elidedSets(alwaysElided, defaulted);
    this.hasPropDict = elements.stream().anyMatch(e -> e instanceof Element.PropDict);
  }

  private static List<List<String>> elidedSets(List<String> always, List<AttrSpec> defaulted) {
    List<List<String>> sets = new ArrayList<>();
    for (int set = 0; set < 1 << defaulted.size(); set++) {
      List<String> names = new ArrayList<>(always);
      for (int i = 0; i < defaulted.size(); i++) {
        if ((set & (1 << i)) != 0) names.add(defaulted.get(i).name());
      }
      sets.add(List.copyOf(names));
    }
    return List.copyOf(sets);
  }

  void print(Operation op, OpAsmPrinter p) {
    print(steps, op, p, SHOULD_EMIT_SPACE);
  }

  /** Prints {@code steps} from spacing state {@code s}; returns the state after them. */
  private int print(Object[] steps, Operation op, OpAsmPrinter p, int s) {
    for (Object step : steps) {
      if (step instanceof PrintSteps.Literal l) {
        s = l.print(p, s);
      } else if (step instanceof PrintSteps.Group g) {
        s = print(Anchors.present(g.anchor(), op, spec) ? g.then() : g.otherwise(), op, p, s);
      } else {
        s = print(step, op, p, s);
      }
    }
    return s;
  }

  /**
   * Prints an element that is neither a literal nor a group in spacing state {@code s}; returns
   * the state after it. (Taken as an Object: the tests are against record classes, and a cast to
   * the Element interface would cost a subtype check per element.)
   */
  private int print(Object e, Operation op, OpAsmPrinter p, int s) {
    if (e instanceof Element.AttrDict d) {
      attrDict(op, p, d.withKeyword());
      return s & ~LAST_WAS_PUNCTUATION;
    }
    if (e instanceof Element.PropDict) {
      propDict(op, p);
      return s & ~LAST_WAS_PUNCTUATION;
    }
    if (s != LAST_WAS_PUNCTUATION) p.append(" ");
    value(e, op, p);
    return SHOULD_EMIT_SPACE;
  }

  /** What the attribute dictionary leaves out: {@link #alwaysElided} and attributes at their default. */
  private List<String> elided(Operation op) {
    if (defaulted.isEmpty()) return alwaysElided;
    if (elidedBySet != null) {
      int set = 0;
      for (int i = 0; i < defaulted.size(); i++) {
        AttrSpec a = defaulted.get(i);
        if (a.isDefault(op.inherentAttr(a.name()))) set |= 1 << i;
      }
      return elidedBySet.get(set);
    }
    List<String> names = null;
    for (int i = 0; i < defaulted.size(); i++) {
      AttrSpec a = defaulted.get(i);
      if (!a.isDefault(op.inherentAttr(a.name()))) continue;
      if (names == null) names = new ArrayList<>(alwaysElided);
      names.add(a.name());
    }
    return names == null ? alwaysElided : names;
  }

  private void attrDict(Operation op, OpAsmPrinter p, boolean withKeyword) {
    DictionaryAttr all = hasPropDict ? op.attributes() : op.attrDictionary();
    if (withKeyword) p.printOptionalAttrDictWithKeyword(all, elided(op));
    else p.printOptionalAttrDict(all, elided(op));
  }

  private void propDict(Operation op, OpAsmPrinter p) {
    p.append(" ");
    if (!(op.properties() instanceof DictionaryAttr props)) return;
    List<String> elided = elided(op);
    List<NamedAttribute> shown = new ArrayList<>();
    for (NamedAttribute a : props.entries()) {
      if (!elided.contains(a.name())) shown.add(a);
    }
    if (shown.isEmpty()) return;
    p.append("<").printAttribute(DictionaryAttr.of(shown)).append(">");
  }

  private void value(Object e, Operation op, OpAsmPrinter p) {
    if (e instanceof Element.Attr a) {
      Attribute v = op.inherentAttr(a.spec().name());
      if (v != null) AttrText.print(a.spec(), v, a.qualified(), p);
    } else if (e instanceof Element.Operand o) {
      operands(SegmentAccess.operandRange(op, spec, o.group()), op, p);
    } else if (e instanceof Element.AllOperands) {
      operands(op.numOperands(), op, p);
    } else if (e instanceof Element.TypeOf t) {
      TypeText.print(t, op, spec, p);
    } else if (e instanceof Element.FunctionalType f) {
      functionalType(f, op, p);
    } else if (e instanceof Element.RegionRef r) {
      regions(Groups.regions(op, spec, r.group()), op, p);
    } else if (e instanceof Element.AllRegions) {
      regions(op.numRegions(), op, p);
    } else if (e instanceof Element.Successor su) {
      successors(Groups.successors(op, spec, su.group()), op, p);
    } else if (e instanceof Element.AllSuccessors) {
      successors(op.numSuccessors(), op, p);
    } else {
      throw new IllegalStateException("cannot print format element " + e);
    }
  }

  /** The operands of {@code range} (start high, size low), separated by {@code ", "}. */
  private static void operands(long range, Operation op, OpAsmPrinter p) {
    int start = TypeText.start(range);
    int end = start + TypeText.size(range);
    for (int i = start; i < end; i++) {
      if (i > start) p.append(", ");
      p.printOperand(op.operand(i));
    }
  }

  /** The regions of {@code range} (start high, size low), separated by {@code ", "}. */
  private void regions(long range, Operation op, OpAsmPrinter p) {
    int start = TypeText.start(range);
    int end = start + TypeText.size(range);
    for (int i = start; i < end; i++) {
      if (i > start) p.append(", ");
      Region region = op.region(i);
      p.printRegion(region, true, printsTerminator(region));
    }
  }

  /** With an implicit terminator, MLIR leaves it out when it carries nothing. */
  private boolean printsTerminator(Region region) {
    if (spec.implicitTerminator() == null || region.isEmpty()) return true;
    Block entry = region.entryBlock();
    Operation term = entry.last();
    if (term == null || !term.hasTrait(Trait.IS_TERMINATOR)) return true;
    return !term.attrDictionary().isEmpty() || term.numOperands() != 0 || term.numResults() != 0;
  }

  /** The successors of {@code range} (start high, size low), separated by {@code ", "}. */
  private static void successors(long range, Operation op, OpAsmPrinter p) {
    int start = TypeText.start(range);
    int end = start + TypeText.size(range);
    for (int i = start; i < end; i++) {
      if (i > start) p.append(", ");
      p.printSuccessor(op.successor(i));
    }
  }

  /** {@code (inputs) -> result} or {@code (inputs) -> (results)}. */
  private void functionalType(Element.FunctionalType f, Operation op, OpAsmPrinter p) {
    p.append("(");
    TypeText.printTypes(f.inputs(), op, spec, p);
    p.append(") -> ");
    long results = TypeText.range(f.results(), op, spec);
    int n = TypeText.size(results);
    boolean wrapped = n != 1
        || TypeText.typeAt(op, TypeText.ofResults(f.results()), TypeText.start(results)) instanceof FunctionType;
    if (wrapped) p.append("(");
    TypeText.printTypes(f.results(), op, spec, p);
    if (wrapped) p.append(")");
  }
}
