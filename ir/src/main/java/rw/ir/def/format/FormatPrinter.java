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
import rw.ir.type.Type;

/**
 * Prints an op by its format with MLIR's spacing: a space before each value element unless the
 * last literal was an opening bracket, none before {@code , ) ] >} after punctuation, none
 * around {@code ``}; the attribute dictionary brings its own leading space.
 */
final class FormatPrinter {
  private final OpSpec spec;
  private final List<Element> elements;
  /** The attributes the dictionary always leaves out: the format's own and the segment sizes. */
  private final List<String> alwaysElided;
  private final List<AttrSpec> defaulted;
  private final boolean hasPropDict;

  FormatPrinter(OpSpec spec, List<Element> elements, List<String> formatAttrs) {
    this.spec = spec;
    this.elements = elements;
    List<String> names = new ArrayList<>(formatAttrs);
    if (spec.hasOperandSegments()) names.add(OpSpec.OPERAND_SEGMENT_SIZES);
    if (spec.hasResultSegments()) names.add(OpSpec.RESULT_SEGMENT_SIZES);
    this.alwaysElided = List.copyOf(names);
    List<AttrSpec> withDefault = new ArrayList<>();
    for (AttrSpec a : spec.attributes()) {
      if (a.defaultValue() != null) withDefault.add(a);
    }
    this.defaulted = List.copyOf(withDefault);
    this.hasPropDict = elements.stream().anyMatch(e -> e instanceof Element.PropDict);
  }

  /** MLIR's two flags: whether the next element wants a space, and whether the last thing was punctuation. */
  private static final class Spacing {
    boolean shouldEmitSpace = true;
    boolean lastWasPunctuation;
  }

  void print(Operation op, OpAsmPrinter p) {
    Spacing s = new Spacing();
    for (int i = 0; i < elements.size(); i++) print(elements.get(i), op, p, s);
  }

  private void print(Element e, Operation op, OpAsmPrinter p, Spacing s) {
    if (e instanceof Element.Literal l) {
      literal(l.text(), p, s);
      return;
    }
    if (e instanceof Element.Group g) {
      group(g, op, p, s);
      return;
    }
    if (e instanceof Element.AttrDict d) {
      attrDict(op, p, d.withKeyword());
      s.lastWasPunctuation = false;
      return;
    }
    if (e instanceof Element.PropDict) {
      propDict(op, p);
      s.lastWasPunctuation = false;
      return;
    }
    if (s.shouldEmitSpace || !s.lastWasPunctuation) p.append(" ");
    s.lastWasPunctuation = false;
    s.shouldEmitSpace = true;
    value(e, op, p);
  }

  private static void literal(String text, OpAsmPrinter p, Spacing s) {
    if (text.equals("\\n")) {
      p.printNewline();
      return;
    }
    if (text.isEmpty() || text.equals(" ")) {
      if (!text.isEmpty()) p.append(" ");
      s.lastWasPunctuation = text.isEmpty();
      s.shouldEmitSpace = false;
      return;
    }
    if (s.shouldEmitSpace && spaceBefore(text, s.lastWasPunctuation)) p.append(" ");
    p.append(text);
    char c = text.charAt(0);
    s.shouldEmitSpace = text.length() != 1 || "<({[".indexOf(c) < 0;
    s.lastWasPunctuation = c != '_' && !Character.isLetter(c);
  }

  /** MLIR's shouldEmitSpaceBefore. */
  private static boolean spaceBefore(String value, boolean lastWasPunctuation) {
    if (value.length() != 1 && !value.equals("->")) return true;
    char c = value.charAt(0);
    if (lastWasPunctuation) return ">)}],".indexOf(c) < 0;
    return "<>(){}[],".indexOf(c) < 0;
  }

  private void group(Element.Group g, Operation op, OpAsmPrinter p, Spacing s) {
    boolean present = Anchors.present(g.anchor(), op, spec);
    List<Element> chosen = present ? g.then() : g.otherwise();
    Element elided = g.elidedAnchor();
    for (int i = 0; i < chosen.size(); i++) {
      if (chosen.get(i) != elided) print(chosen.get(i), op, p, s);
    }
  }

  /** What the attribute dictionary leaves out: {@link #alwaysElided} and attributes at their default. */
  private List<String> elided(Operation op) {
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

  private void value(Element e, Operation op, OpAsmPrinter p) {
    if (e instanceof Element.Attr a) {
      Attribute v = op.inherentAttr(a.spec().name());
      if (v != null) AttrText.print(a.spec(), v, a.qualified(), p);
    } else if (e instanceof Element.Operand o) {
      p.printOperands(SegmentAccess.operands(op, spec, o.group()));
    } else if (e instanceof Element.AllOperands) {
      p.printOperands(op.operands());
    } else if (e instanceof Element.RegionRef r) {
      regions(Groups.regions(op, spec, r.group()), p);
    } else if (e instanceof Element.AllRegions) {
      regions(op.regions(), p);
    } else if (e instanceof Element.Successor su) {
      successors(Groups.successors(op, spec, su.group()), p);
    } else if (e instanceof Element.AllSuccessors) {
      successors(op.successors(), p);
    } else if (e instanceof Element.TypeOf t) {
      TypeText.print(t, op, spec, p);
    } else if (e instanceof Element.FunctionalType f) {
      functionalType(TypeText.types(f.inputs(), op, spec), TypeText.types(f.results(), op, spec), p);
    } else {
      throw new IllegalStateException("cannot print format element " + e);
    }
  }

  private void regions(List<Region> regions, OpAsmPrinter p) {
    for (int i = 0; i < regions.size(); i++) {
      if (i > 0) p.append(", ");
      p.printRegion(regions.get(i), true, printsTerminator(regions.get(i)));
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

  private static void successors(List<Block> blocks, OpAsmPrinter p) {
    for (int i = 0; i < blocks.size(); i++) {
      if (i > 0) p.append(", ");
      p.printSuccessor(blocks.get(i));
    }
  }

  /** {@code (inputs) -> result} or {@code (inputs) -> (results)}. */
  static void functionalType(List<Type> inputs, List<Type> results, OpAsmPrinter p) {
    p.append("(").printTypes(inputs).append(") -> ");
    boolean wrapped = results.size() != 1 || results.get(0) instanceof FunctionType;
    if (wrapped) p.append("(");
    p.printTypes(results);
    if (wrapped) p.append(")");
  }
}
