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
 * use {@link #operands()} and {@link #operand(int)}. Valid during the pattern's
 * {@code matchAndRewrite} only (as MLIR's adaptors): the rewriter reuses it for the next pattern.
 */
public final class OpAdaptor {
  private Operation op;
  /** Per operand: its single converted {@link Value}, or a {@code List<Value>} of none or several. */
  private Object[] converted = new Object[4];
  private int size;
  private String patternName;

  OpAdaptor() {}

  /** Starts over for {@code op}'s {@code n} operands, to be given with {@link #set}. */
  void reset(Operation op, int n, String patternName) {
    if (converted.length < n) converted = new Object[Math.max(n, 2 * converted.length)];
    this.op = op;
    this.size = n;
    this.patternName = patternName;
  }

  /** Operand {@code i} converted: a {@link Value} (1:1) or a {@code List<Value>}. */
  void set(int i, Object values) {
    converted[i] = values;
  }

  /** Drops the references to the last op's values (so the reused adaptor keeps nothing alive). */
  void clear() {
    java.util.Arrays.fill(converted, 0, size, null);
    op = null;
    size = 0;
  }

  /** The original op. */
  public Operation op() {
    return op;
  }

  public int size() {
    return size;
  }

  /** The converted values of every original operand. */
  public List<List<Value>> operandGroups() {
    List<List<Value>> out = new ArrayList<>(size);
    for (int i = 0; i < size; i++) out.add(operandGroup(i));
    return List.copyOf(out);
  }

  /** The converted values of original operand {@code i}. */
  @SuppressWarnings("unchecked")
  public List<Value> operandGroup(int i) {
    Object c = converted[java.util.Objects.checkIndex(i, size)];
    return c instanceof Value v ? List.of(v) : (List<Value>) c;
  }

  /** All converted values, flattened in order. */
  public List<Value> flatOperands() {
    List<Value> out = new ArrayList<>();
    for (int i = 0; i < size; i++) {
      if (converted[i] instanceof Value v) out.add(v);
      else out.addAll(operandGroup(i));
    }
    return out;
  }

  /**
   * The converted operands of a 1:1 conversion (read-only); an error when some operand did not
   * convert 1:1. Ops of one or two operands (nearly all) get a list without an array.
   */
  public List<Value> operands() {
    if (size == 0) return List.of();
    if (size == 1) return List.of(operand(0));
    if (size == 2) return List.of(operand(0), operand(1));
    Value[] out = new Value[size];
    for (int i = 0; i < size; i++) out[i] = operand(i);
    return List.of(out);
  }

  /** The single converted value of operand {@code i}. */
  public Value operand(int i) {
    if (converted[java.util.Objects.checkIndex(i, size)] instanceof Value v) return v;
    List<Value> g = operandGroup(i);
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
