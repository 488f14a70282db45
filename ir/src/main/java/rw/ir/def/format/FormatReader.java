package rw.ir.def.format;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Block;
import rw.ir.Context;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.Attribute;
import rw.ir.attr.UnitAttr;
import rw.ir.def.Arity;
import rw.ir.def.AttrConstraint;
import rw.ir.def.AttrSpec;
import rw.ir.def.OpSpec;
import rw.ir.def.ValueSpec;
import rw.ir.type.FunctionType;
import rw.ir.type.Type;

/** Reads an op's text by its format (the parser MLIR generates), then builds the operation state. */
final class FormatReader {
  private final OpSpec spec;
  private final List<Element> elements;
  private final StateBuilder builder;

  FormatReader(OpSpec spec, List<Element> elements, TypeResolution resolution) {
    this.spec = spec;
    this.elements = elements;
    this.builder = new StateBuilder(spec, resolution);
  }

  boolean parse(OpAsmParser p, OperationState state) {
    Parsed parsed = Parsed.of(p, spec);
    try {
      Context ctx = state.name.context();
      for (int i = 0; i < elements.size(); i++) {
        if (!read(elements.get(i), p, parsed, ctx)) return false;
      }
      return builder.build(p, parsed, state);
    } finally {
      parsed.release();
    }
  }

  private boolean read(Element e, OpAsmParser p, Parsed parsed, Context ctx) {
    if (e instanceof Element.Literal l) return l.isWhitespace() || Literals.parse(l.text(), p);
    if (e instanceof Element.Operand o) return operand(o, p, parsed);
    if (e instanceof Element.TypeOf t) return typeOf(t, p, parsed, ctx);
    if (e instanceof Element.AttrDict d) {
      int at = p.currentOffset();
      boolean ok = d.withKeyword() ? p.parseOptionalAttrDictWithKeyword(parsed.dict) : p.parseOptionalAttrDict(parsed.dict);
      if (!parsed.dict.isEmpty()) parsed.dictOffset = at;
      return ok;
    }
    if (e instanceof Element.Group g) return group(g, p, parsed, ctx);
    if (e instanceof Element.AllOperands) return (parsed.allOperands = p.parseOperandList()) != null;
    if (e instanceof Element.Attr a) {
      Attribute v = AttrText.parse(a.spec(), a.qualified(), p, ctx);
      if (v != null) parsed.attrs.put(a.spec().name(), v);
      return v != null;
    }
    if (e instanceof Element.RegionRef r) return region(r, p, parsed);
    if (e instanceof Element.AllRegions) return (parsed.allRegions = regionList(p)) != null;
    if (e instanceof Element.Successor s) {
      Block b = p.parseSuccessor();
      parsed.successors[s.group()] = b;
      return b != null;
    }
    if (e instanceof Element.FunctionalType f) return functionalType(f, p, parsed);
    return propDict(p, parsed);
  }

  private static boolean operand(Element.Operand o, OpAsmParser p, Parsed parsed) {
    switch (o.spec().arity()) {
      case SINGLE:
        int ref = p.parseOperandRef();
        parsed.setOperand(o.group(), ref);
        return ref >= 0;
      case OPTIONAL:
        // An operand that fails to parse counts as absent, as before: the error is reported.
        parsed.setOperand(o.group(), Math.max(-1, p.parseOptionalOperandRef()));
        return true;
      default:
        List<UnresolvedOperand> list = p.parseOperandList();
        parsed.setOperands(o.group(), list);
        return list != null;
    }
  }

  /** {@code type($x)}: a single plain type is read here, without a list; the others by {@link TypeText}. */
  private boolean typeOf(Element.TypeOf t, OpAsmParser p, Parsed parsed, Context ctx) {
    ValueSpec v = TypeText.valueSpec(t.arg());
    if (v != null && v.arity() == Arity.SINGLE && (t.qualified() || v.constraint().strippedForm() == null)) {
      Type type = p.parseType();
      if (type != null) parsed.setType(t.arg(), type);
      return type != null;
    }
    List<Type> types = TypeText.parse(t, spec, p, ctx);
    if (types != null) parsed.setTypes(t.arg(), types);
    return types != null;
  }

  private static boolean region(Element.RegionRef r, OpAsmParser p, Parsed parsed) {
    if (r.spec().variadic()) {
      List<Region> list = regionList(p);
      parsed.regions[r.group()] = list;
      return list != null;
    }
    Region region = new Region();
    parsed.regions[r.group()] = List.of(region);
    return p.parseRegion(region, List.of());
  }

  /** Zero or more comma-separated regions. */
  private static List<Region> regionList(OpAsmParser p) {
    List<Region> list = new ArrayList<>();
    Region first = new Region();
    if (!p.parseOptionalRegion(first, List.of())) return null;
    if (first.isEmpty()) return list;
    list.add(first);
    while (p.parseOptionalComma()) {
      Region next = new Region();
      if (!p.parseRegion(next, List.of())) return null;
      list.add(next);
    }
    return list;
  }

  private static boolean functionalType(Element.FunctionalType f, OpAsmParser p, Parsed parsed) {
    int at = p.currentOffset();
    Type t = p.parseType();
    if (t == null) return false;
    if (!(t instanceof FunctionType fn)) return p.emitError(p.locationAt(at), "invalid kind of type specified");
    parsed.setTypes(f.inputs(), fn.inputs());
    parsed.setTypes(f.results(), fn.results());
    return true;
  }

  private static boolean propDict(OpAsmParser p, Parsed parsed) {
    Attribute props = p.parseOptionalProperties();
    if (!(props instanceof rw.ir.attr.DictionaryAttr d)) return true;
    List<rw.ir.attr.NamedAttribute> entries = d.entries();
    for (int i = 0; i < entries.size(); i++) parsed.attrs.put(entries.get(i).name(), entries.get(i).value());
    return true;
  }

  /** An optional group: present when its first element is, then read whole; else its else-part. */
  private boolean group(Element.Group g, OpAsmParser p, Parsed parsed, Context ctx) {
    int first = firstParsable(g.then());
    Boolean present = OptionalStart.read(g.then().get(first), spec, p, parsed);
    if (present == null) return false;
    List<Element> rest = present ? g.then() : g.otherwise();
    Element elided = g.elidedAnchor();
    for (int i = present ? first + 1 : 0; i < rest.size(); i++) {
      Element e = rest.get(i);
      if (e != elided && !read(e, p, parsed, ctx)) return false;
    }
    if (present && g.anchor() instanceof Element.Attr a && a.spec().constraint().form() == AttrConstraint.Form.UNIT) {
      parsed.attrs.putIfAbsent(a.spec().name(), UnitAttr.INSTANCE);
    }
    return true;
  }

  /** The index of the first element that is not whitespace. */
  static int firstParsable(List<Element> group) {
    for (int i = 0; i < group.size(); i++) {
      if (!(group.get(i) instanceof Element.Literal l) || !l.isWhitespace()) return i;
    }
    throw new IllegalStateException("optional group without a parsable element");
  }

  /** Names of the attributes a format writes itself (left out of its attribute dictionary). */
  static List<String> formatAttributes(List<AttrSpec> seen) {
    List<String> names = new ArrayList<>();
    for (AttrSpec a : seen) names.add(a.name());
    return names;
  }
}
