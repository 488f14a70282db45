package rw.ir.def;

import java.util.List;
import rw.ir.OpResult;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;

/**
 * The operand and result groups of an op as its {@link OpSpec} declares them (MLIR's
 * getODSOperandIndexAndLength): with segment sizes from {@value OpSpec#OPERAND_SEGMENT_SIZES} when
 * the spec has them, else every fixed group holds one value and the one variable group the rest.
 * What generated op views use for their accessors.
 */
public final class SegmentAccess {
  private SegmentAccess() {}

  /** The operands of group {@code group}. */
  public static List<Value> operands(Operation op, OpSpec spec, int group) {
    long range = operandRange(op, spec, group);
    int start = start(range);
    int size = size(range);
    if (size == 0) return List.of();
    if (size == 1) return List.of(op.operand(start));
    Value[] values = new Value[size];
    for (int i = 0; i < size; i++) values[i] = op.operand(start + i);
    return List.of(values);
  }

  /**
   * Where operand group {@code group} is among the op's operands, as {@link #operands} reads it:
   * the start in the high 32 bits, the size in the low 32 (for printers that index the operands
   * instead of asking for a list).
   */
  public static long operandRange(Operation op, OpSpec spec, int group) {
    return range(spec.operands(), spec.hasOperandSegments() ? sizes(op, OpSpec.OPERAND_SEGMENT_SIZES) : null,
        op.numOperands(), group);
  }

  /** Where result group {@code group} is among the op's results, packed as {@link #operandRange}. */
  public static long resultRange(Operation op, OpSpec spec, int group) {
    return range(spec.results(), spec.hasResultSegments() ? sizes(op, OpSpec.RESULT_SEGMENT_SIZES) : null,
        op.numResults(), group);
  }

  /** The operand of a single or optional group, or {@code null} when an optional one is absent. */
  public static Value operand(Operation op, OpSpec spec, int group) {
    List<Value> vs = operands(op, spec, group);
    return vs.isEmpty() ? null : vs.get(0);
  }

  /** The results of group {@code group}. */
  public static List<OpResult> results(Operation op, OpSpec spec, int group) {
    long range = range(spec.results(), spec.hasResultSegments() ? sizes(op, OpSpec.RESULT_SEGMENT_SIZES) : null,
        op.numResults(), group);
    int start = start(range);
    return op.results().subList(start, start + size(range));
  }

  public static OpResult result(Operation op, OpSpec spec, int group) {
    List<OpResult> rs = results(op, spec, group);
    return rs.isEmpty() ? null : rs.get(0);
  }

  /** The inherent attribute {@code name} (from the properties, else the attributes), or {@code null}. */
  public static Attribute attr(Operation op, String name) {
    return op.inherentAttr(name);
  }

  /** The segment sizes kept in property {@code key}, or an empty array when absent (MLIR: all zero). */
  static int[] sizes(Operation op, String key) {
    if (!(op.inherentAttr(key) instanceof DenseArrayAttr d)) return new int[0];
    int[] out = new int[d.size()];
    for (int i = 0; i < out.length; i++) out[i] = d.values().get(i).intValue();
    return out;
  }

  /**
   * The start and size of group {@code group} among {@code total} values, packed in a long (start
   * high, size low), clamped to the values present so that accessors never throw on bad IR.
   */
  static long range(List<ValueSpec> groups, int[] segments, int total, int group) {
    int start = 0;
    int variableSize = variableSize(groups, total);
    for (int i = 0; i < group; i++) start += groupSize(groups, segments, variableSize, i);
    int size = groupSize(groups, segments, variableSize, group);
    start = Math.min(start, total);
    size = Math.max(0, Math.min(size, total - start));
    return ((long) start << 32) | size;
  }

  private static int groupSize(List<ValueSpec> groups, int[] segments, int variableSize, int i) {
    if (segments != null) return i < segments.length ? segments[i] : 0;
    return groups.get(i).arity().isVariable() ? variableSize : 1;
  }

  private static int variableSize(List<ValueSpec> groups, int total) {
    int fixed = 0;
    for (int i = 0; i < groups.size(); i++) {
      if (!groups.get(i).arity().isVariable()) fixed++;
    }
    return Math.max(0, total - fixed);
  }

  /** The first index of a range of {@link #operandRange}. */
  public static int start(long range) {
    return (int) (range >>> 32);
  }

  /** The size of a range of {@link #operandRange}. */
  public static int size(long range) {
    return (int) range;
  }
}
