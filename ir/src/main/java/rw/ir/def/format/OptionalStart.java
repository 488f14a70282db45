package rw.ir.def.format;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Region;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.Attribute;
import rw.ir.def.Arity;
import rw.ir.def.OpSpec;
import rw.ir.def.ValueSpec;
import rw.ir.type.Type;

/**
 * The first element of an optional group, read only when it is next: its presence decides
 * whether the rest of the group is there.
 */
final class OptionalStart {
  private OptionalStart() {}

  /** Why {@code e} cannot start an optional group, or {@code null} when it can. */
  static String problem(Element e) {
    if (e instanceof Element.Literal l) return Literals.parsesOptionally(l.text()) ? null : "literal `" + l.text() + "`";
    if (e instanceof Element.Operand o) return o.spec().arity().isVariable() ? null : "a non-optional operand";
    if (e instanceof Element.Attr a) return AttrText.parsesOptionally(a.spec()) ? null : "attribute '" + a.spec().name() + "'";
    if (e instanceof Element.TypeOf t) {
      ValueSpec v = TypeText.valueSpec(t.arg());
      return v == null || v.arity().isVariable() ? null : "the type of a non-optional value";
    }
    if (e instanceof Element.RegionRef) return null;
    if (e instanceof Element.AllOperands) return null;
    return "this element";
  }

  /** Reads {@code e} if next: TRUE when present, FALSE when not, {@code null} after an error. */
  static Boolean read(Element e, OpSpec spec, OpAsmParser p, Parsed parsed) {
    if (e instanceof Element.Literal l) return Literals.parseOptional(l.text(), p);
    if (e instanceof Element.Operand o) return operands(o.group(), o.spec(), p, parsed);
    if (e instanceof Element.AllOperands) {
      parsed.allOperands = p.parseOperandList();
      return parsed.allOperands == null ? null : !parsed.allOperands.isEmpty();
    }
    if (e instanceof Element.Attr a) {
      Attribute v = AttrText.parseOptional(a.spec(), p);
      if (v == null) return null;
      if (v == AttrText.ABSENT) return false;
      parsed.attrs.put(a.spec().name(), v);
      return true;
    }
    if (e instanceof Element.TypeOf t) return types(t, p, parsed);
    if (e instanceof Element.RegionRef r) {
      Region region = new Region();
      if (!p.parseOptionalRegion(region, List.of())) return null;
      if (region.isEmpty()) return false;
      parsed.regions[r.group()] = List.of(region);
      return true;
    }
    throw new IllegalStateException("cannot start an optional group with " + e);
  }

  private static Boolean operands(int group, ValueSpec v, OpAsmParser p, Parsed parsed) {
    if (v.arity() != Arity.VARIADIC) {
      // One that fails to parse counts as absent (its error is reported).
      int ref = Math.max(-1, p.parseOptionalOperandRef());
      parsed.setOperand(group, ref);
      return ref >= 0;
    }
    UnresolvedOperand first = p.parseOptionalOperand();
    if (first == null) {
      parsed.setOperands(group, List.of());
      return false;
    }
    List<UnresolvedOperand> list = new ArrayList<>();
    list.add(first);
    while (v.arity() == Arity.VARIADIC && p.parseOptionalComma()) {
      UnresolvedOperand next = p.parseOperand();
      if (next == null) return null;
      list.add(next);
    }
    parsed.setOperands(group, list);
    return true;
  }

  private static Boolean types(Element.TypeOf t, OpAsmParser p, Parsed parsed) {
    Type first = p.parseOptionalType();
    if (first == null) return false;
    List<Type> list = new ArrayList<>();
    list.add(first);
    ValueSpec v = TypeText.valueSpec(t.arg());
    while ((v == null || v.arity() == Arity.VARIADIC) && p.parseOptionalComma()) {
      Type next = p.parseType();
      if (next == null) return null;
      list.add(next);
    }
    parsed.setTypes(t.arg(), list);
    return true;
  }
}
