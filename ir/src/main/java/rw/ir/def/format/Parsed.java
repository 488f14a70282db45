package rw.ir.def.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import rw.ir.Block;
import rw.ir.Region;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.Attribute;
import rw.ir.attr.NamedAttribute;
import rw.ir.def.OpSpec;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/** What the reader has taken from the text of one op, group by group, before types are resolved. */
final class Parsed {
  final List<List<UnresolvedOperand>> operands;
  final List<List<Type>> operandTypes;
  final List<List<Type>> resultTypes;
  final List<List<Region>> regions;
  final List<List<Block>> successors;
  List<UnresolvedOperand> allOperands;
  List<Type> allOperandTypes;
  List<Type> allResultTypes;
  List<Region> allRegions;
  final Map<String, Attribute> attrs = new TreeMap<>();
  final List<NamedAttribute> dict = new ArrayList<>();
  Location dictLocation;

  Parsed(OpSpec spec) {
    operands = groups(spec.operands().size());
    operandTypes = groups(spec.operands().size());
    resultTypes = groups(spec.results().size());
    regions = groups(spec.regions().size());
    successors = groups(spec.successors().size());
  }

  /** {@code n} groups not read yet, in a list of exactly that size. */
  private static <T> List<T> groups(int n) {
    List<T> list = new ArrayList<>(n);
    for (int i = 0; i < n; i++) list.add(null);
    return list;
  }

  /** Records {@code types} as the types written for the argument of a type directive. */
  void setTypes(Element arg, List<Type> types) {
    if (arg instanceof Element.Operand o) operandTypes.set(o.group(), types);
    else if (arg instanceof Element.Result r) resultTypes.set(r.group(), types);
    else if (arg instanceof Element.AllOperands) allOperandTypes = types;
    else allResultTypes = types;
  }
}
