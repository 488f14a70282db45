package rw.ir.def.format;

import rw.ir.def.AttrSpec;
import rw.ir.def.OpSpec;

/** Resolves the names and keyword directives of a format against the op's spec, recording what is bound. */
final class Binder {
  private Binder() {}

  /**
   * The element {@code $name} refers to. {@code inType}: the argument of a type directive;
   * {@code binding}: a top-level or optional-group position, which binds the variable.
   */
  static Element variable(FormatParser p, OpSpec spec, String name, boolean inType, boolean binding) {
    AttrSpec attr = spec.attribute(name);
    if (attr != null) {
      if (inType) throw p.error("attributes cannot be used as children to a `type` directive");
      if (p.seenAttrs.contains(attr)) throw p.error("attribute '" + name + "' is already bound");
      p.seenAttrs.add(attr);
      return new Element.Attr(attr, false);
    }
    int i = spec.operandIndex(name);
    if (i >= 0) return operand(p, spec, i, inType, binding);
    i = spec.resultIndex(name);
    if (i >= 0) {
      if (!inType) throw p.error("result variables can only be used as a child to a 'type' directive");
      if (p.seenResultTypes.get(i) || p.allResultTypes) throw p.error("'type' of '" + name + "' is already bound");
      p.seenResultTypes.set(i);
      return new Element.Result(i, spec.results().get(i));
    }
    for (int r = 0; r < spec.regions().size(); r++) {
      if (!spec.regions().get(r).name().equals(name)) continue;
      if (!binding || inType) throw p.error("regions can only be used at the top level");
      if (p.seenRegions.get(r) || p.allRegions) throw p.error("region '" + name + "' is already bound");
      p.seenRegions.set(r);
      return new Element.RegionRef(r, spec.regions().get(r));
    }
    for (int s = 0; s < spec.successors().size(); s++) {
      if (!spec.successors().get(s).name().equals(name)) continue;
      if (!binding || inType) throw p.error("successors can only be used at the top level");
      if (p.seenSuccessors.get(s) || p.allSuccessors) throw p.error("successor '" + name + "' is already bound");
      p.seenSuccessors.set(s);
      return new Element.Successor(s, spec.successors().get(s));
    }
    throw p.error("expected variable to refer to an argument, region, result, or successor: '" + name + "'");
  }

  private static Element operand(FormatParser p, OpSpec spec, int i, boolean inType, boolean binding) {
    String name = spec.operands().get(i).name();
    if (inType) {
      if (p.seenOperandTypes.get(i) || p.allOperandTypes) throw p.error("'type' of '" + name + "' is already bound");
      p.seenOperandTypes.set(i);
    } else if (binding) {
      if (p.seenOperands.get(i) || p.allOperands) throw p.error("operand '" + name + "' is already bound");
      p.seenOperands.set(i);
    }
    return new Element.Operand(i, spec.operands().get(i));
  }

  /** {@code operands}, {@code results}, {@code regions}, {@code successors}; {@code inType} inside a type directive. */
  static Element keyword(FormatParser p, String name, boolean inType) {
    switch (name) {
      case "operands":
        if (inType) {
          if (p.allOperandTypes || !p.seenOperandTypes.isEmpty()) throw p.error("'operands' types are already bound");
          p.allOperandTypes = true;
        } else {
          if (p.allOperands || !p.seenOperands.isEmpty()) throw p.error("'operands' directive creates overlap in format");
          p.allOperands = true;
        }
        return new Element.AllOperands();
      case "results":
        if (!inType) throw p.error("'results' directive can only be used as a child to a 'type' directive");
        if (p.allResultTypes || !p.seenResultTypes.isEmpty()) throw p.error("'results' types are already bound");
        p.allResultTypes = true;
        return new Element.AllResults();
      case "regions":
        if (inType || p.allRegions || !p.seenRegions.isEmpty()) throw p.error("'regions' directive creates overlap in format");
        p.allRegions = true;
        return new Element.AllRegions();
      case "successors":
        if (inType || p.allSuccessors || !p.seenSuccessors.isEmpty()) {
          throw p.error("'successors' directive creates overlap in format");
        }
        p.allSuccessors = true;
        return new Element.AllSuccessors();
      case "custom":
      case "oilist":
      case "ref":
        throw p.error("'" + name + "' directives are not supported by declarative formats here; write the op's syntax by hand");
      default:
        throw p.error("unknown directive '" + name + "'");
    }
  }
}
