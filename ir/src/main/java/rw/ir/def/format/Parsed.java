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
  final List<List<UnresolvedOperand>> operands = new ArrayList<>();
  final List<List<Type>> operandTypes = new ArrayList<>();
  final List<List<Type>> resultTypes = new ArrayList<>();
  final List<List<Region>> regions = new ArrayList<>();
  final List<List<Block>> successors = new ArrayList<>();
  List<UnresolvedOperand> allOperands;
  List<Type> allOperandTypes;
  List<Type> allResultTypes;
  List<Region> allRegions;
  final Map<String, Attribute> attrs = new TreeMap<>();
  final List<NamedAttribute> dict = new ArrayList<>();
  Location dictLocation;

  Parsed(OpSpec spec) {
    for (int i = 0; i < spec.operands().size(); i++) {
      operands.add(null);
      operandTypes.add(null);
    }
    for (int i = 0; i < spec.results().size(); i++) resultTypes.add(null);
    for (int i = 0; i < spec.regions().size(); i++) regions.add(null);
    for (int i = 0; i < spec.successors().size(); i++) successors.add(null);
  }

  /** Records {@code types} as the types written for the argument of a type directive. */
  void setTypes(Element arg, List<Type> types) {
    if (arg instanceof Element.Operand o) operandTypes.set(o.group(), types);
    else if (arg instanceof Element.Result r) resultTypes.set(r.group(), types);
    else if (arg instanceof Element.AllOperands) allOperandTypes = types;
    else allResultTypes = types;
  }
}
