package rw.ir.rewrite.convert;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;

/**
 * The operands of an op being converted, as the conversion sees them: for each original operand,
 * the values it was converted to (1:N, possibly none). Patterns that only handle 1:1 conversions
 * use {@link #operands()} and {@link #operand(int)}.
 */
public final class OpAdaptor {
  private final Operation op;
  private final List<List<Value>> groups;
  private final String patternName;

  OpAdaptor(Operation op, List<List<Value>> groups, String patternName) {
    this.op = op;
    this.groups = List.copyOf(groups);
    this.patternName = patternName;
  }

  /** The original op. */
  public Operation op() {
    return op;
  }

  public int size() {
    return groups.size();
  }

  /** The converted values of every original operand. */
  public List<List<Value>> operandGroups() {
    return groups;
  }

  /** The converted values of original operand {@code i}. */
  public List<Value> operandGroup(int i) {
    return groups.get(i);
  }

  /** All converted values, flattened in order. */
  public List<Value> flatOperands() {
    List<Value> out = new ArrayList<>();
    for (List<Value> g : groups) out.addAll(g);
    return out;
  }

  /** The converted operands of a 1:1 conversion; an error when some operand did not convert 1:1. */
  public List<Value> operands() {
    List<Value> out = new ArrayList<>(groups.size());
    for (int i = 0; i < groups.size(); i++) out.add(operand(i));
    return out;
  }

  /** The single converted value of operand {@code i}. */
  public Value operand(int i) {
    List<Value> g = groups.get(i);
    if (g.size() != 1) throw new IllegalStateException("pattern '" + patternName + "' does not support 1:N conversion");
    return g.get(0);
  }

  public DictionaryAttr attributes() {
    return op.attributes();
  }

  public Attribute properties() {
    return op.properties();
  }
}
